// The stay's dates in the search bar: the button that shows them and opens the availability
// calendar under it. Its own component, so that opening the calendar re-renders this and not the
// whole bar (its guests' selects and their plural texts were most of the first tap's time).
//
// The calendar (about 3 kB gz) is not on the results page's first paint: it is fetched when the
// browser is first idle after the first paint, or earlier when the guest shows intent (pointer
// over, touch or focus on the dates button), together with its 'calendar' texts, so the first
// screen does not wait for it and the first tap finds both loaded. Idle again, its date formatters
// are made and the closed picker itself is drawn, hidden (<Activity mode="hidden">, at React's idle
// priority): the first tap only reveals it instead of building two months of day cells inside the
// guest's tap (npm run bench -- results-render times that tap, budget 100 ms at 4x CPU).
// Once the chunk is in, the picker is rendered directly, not through lazy(): a lazy component
// suspends on its first render even when its module is loaded (its factory only starts then), and
// React 19 holds a revealed Suspense boundary back for up to 300 ms, which was most of the first
// tap's time.
import { Activity, Suspense, lazy, useCallback, useEffect, useRef, useState, type ComponentProps } from 'react';
import { Spinner, afterPaint, observer, preloadNamespace, useStores, useTranslation, whenIdle, type DayInfo } from '@noren/core/ui';
import { compareDates, type IsoDate, type SearchCriteria } from '@noren/core/domain';
import type { DateRangePicker as DateRangePickerType, DateRangeValue } from '@noren/core/ui/components/DateRangePicker.tsx';
import { useFormat } from '../format/useFormat.ts';

type Picker = typeof DateRangePickerType;
let loadedPicker: Picker | null = null;
// An observer: it re-renders itself when the availability its days read arrives and, memoised,
// not when its parent re-renders with the same props (the tap that reveals a picker drawn hidden).
const loadCalendar = () =>
  import('@noren/core/ui/components/DateRangePicker.tsx').then((m) => {
    loadedPicker ??= observer(m.DateRangePicker);
    return m;
  });
const LazyDateRangePicker = lazy(() => loadCalendar().then(() => ({ default: loadedPicker! })));

/** The picker, chosen once per mount so that it is not remounted when the chunk arrives later. */
function DateRangePicker(props: ComponentProps<Picker>) {
  const [Picker] = useState(() => loadedPicker ?? LazyDateRangePicker);
  return <Picker {...props} />;
}

export interface StayDatesProps {
  /** The calendar's element id (the button's aria-controls). */
  calendarId: string;
  /** What the button says: the chosen stay, or the prompt to choose one. */
  summary: string;
  checkin: IsoDate | null;
  checkout: IsoDate | null;
  dayUse: boolean;
  min: IsoDate;
  max: IsoDate | undefined;
  /** The search the calendar's availability is asked for (its rooms and guests), null before one. */
  criteria: SearchCriteria | null;
  onChoose: (range: DateRangeValue) => void;
}

export const StayDates = observer(function StayDates({ calendarId, summary, checkin, checkout, dayUse, min, max, criteria, onChoose }: StayDatesProps) {
  const { inventory } = useStores();
  const { t, i18n } = useTranslation('booking');
  const format = useFormat();
  const language = format.language;
  const toggle = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  // Each opening starts from the stay's dates, as a new picker did: a closed one is drawn afresh,
  // and so is one drawn hidden when the stay changes under it (a search from the address).
  const [closings, setClosings] = useState(0);
  const [pickerDrawn, setPickerDrawn] = useState(false);

  const preload = useCallback(() => {
    void preloadNamespace(i18n, 'calendar');
    return loadCalendar();
  }, [i18n]);
  useEffect(() => {
    // Idle callbacks cannot be cancelled (whenIdle): an unmounted bar skips them instead, so it
    // never sets its state late (a test's torn-down window once met that timer).
    let live = true;
    whenIdle(() => {
      if (!live) return;
      void preload().then((m) => whenIdle(() => {
        if (!live) return;
        m.prepareDateRangePicker(language);
        setPickerDrawn(true);
      }));
    });
    return () => {
      live = false;
    };
  }, [preload, language]);

  const close = useCallback(() => {
    setOpen(false);
    setClosings((k) => k + 1);
  }, []);
  const choose = useCallback((range: DateRangeValue) => {
    onChoose(range);
    close();
    toggle.current?.focus();
  }, [onChoose, close]);

  const onMonthsShown = useCallback((from: IsoDate, to: IsoDate) => {
    const start = compareDates(from, min) < 0 ? min : from;
    // The months the tap opened paint first; their availability follows in the next task.
    afterPaint(() => void inventory.load(criteria, start, to));
  }, [inventory, criteria, min]);

  // Read inside the picker's render, which observes the inventory it reads.
  const dayInfo = useCallback((date: IsoDate): DayInfo | undefined => {
    const day = inventory.day(date);
    if (!day) return undefined;
    const mcp = inventory.mcpCurrency && day.mcp_lowest_price ? { amount: day.mcp_lowest_price.cents, currency: inventory.mcpCurrency } : null;
    const price = mcp ?? (day.lowest_price !== null && inventory.currency ? { amount: day.lowest_price, currency: inventory.currency } : null);
    return { available: day.available, fewLeft: day.few_rooms_left, price: price ? format.money(price.amount, price.currency) : null };
  }, [inventory, format]);

  return (
    <>
      <button
        ref={toggle}
        type="button"
        className="booking-search__dates-toggle"
        aria-expanded={open}
        aria-controls={calendarId}
        onClick={() => (open ? close() : setOpen(true))}
        onPointerEnter={preload}
        onPointerDown={preload}
        onFocus={preload}
      >
        <span className="booking-search__dates-label">{t('search.stay')}</span>
        <span className="booking-search__dates-value">{summary}</span>
      </button>
      <div id={calendarId} hidden={!open} className="booking-search__calendar">
        {(open || pickerDrawn) && (
          <Activity mode={open ? 'visible' : 'hidden'}>
            <Suspense fallback={<Spinner />}>
              <DateRangePicker
                key={`${closings} ${checkin ?? ''}`}
                checkin={checkin}
                checkout={dayUse ? checkin : checkout}
                dayUse={dayUse}
                language={language}
                min={min}
                max={max}
                dayInfo={dayInfo}
                onMonthsShown={onMonthsShown}
                note={inventory.failed ? t('search.availabilityFailed') : inventory.loading ? t('search.availabilityLoading') : null}
                onChange={choose}
              />
            </Suspense>
          </Activity>
        )}
      </div>
    </>
  );
});
