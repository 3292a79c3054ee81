// The search bar (part 1 §2 "Screens implied by texts"): dates on an availability calendar or an
// undated stay of n nights, day use when the hotel offers it, rooms (several when multi-room search
// is on, up to multi_rooms_search_limit), adults, and children by tier or by age as the hotel's
// kids setting says. Problems are listed before any call is made.
import { Suspense, lazy, useCallback, useEffect, useId, useMemo, useRef, useState, type ComponentProps, type FormEvent } from 'react';
import { Button, Spinner, Stepper, observer, preloadNamespace, useStores, useTranslation, whenIdle, type DayInfo } from '@noren/core/ui';
import {
  addDays, addMonths, applySearchDefaults, compareDates, validateSearch,
  type IsoDate, type KidsTier, type SearchInput, type SearchProblem,
} from '@noren/core/domain';
import { useFormat } from '../format/useFormat.ts';
import { draftChildren, draftFromCriteria, draftRoomToSearch, draftToInput, kidsMode, withDayUse, type Draft, type DraftRoom, type KidsMode } from './draft.ts';
import { problemText } from './problems.ts';
import type { DateRangePicker as DateRangePickerType } from '@noren/core/ui/components/DateRangePicker.tsx';

const MAX_UNDATED_NIGHTS = 30;
const MAX_CHILD_AGE = 17;

// The calendar (about 3 kB gz) is not on the results page's first paint: it is fetched when the
// browser is first idle after the first paint, or earlier when the guest shows intent (pointer
// over, touch or focus on the dates button), together with its 'calendar' texts, so the first
// screen does not wait for it and the first tap finds both loaded (npm run bench -- results-render
// times that tap).
// Once the chunk is in, the picker is rendered directly, not through lazy(): a lazy component
// suspends on its first render even when its module is loaded (its factory only starts then), and
// React 19 holds a revealed Suspense boundary back for up to 300 ms, which was most of the first
// tap's time.
type Picker = typeof DateRangePickerType;
let loadedPicker: Picker | null = null;
const loadCalendar = () =>
  import('@noren/core/ui/components/DateRangePicker.tsx').then((m) => {
    loadedPicker = m.DateRangePicker;
    return m;
  });
const LazyDateRangePicker = lazy(() => loadCalendar().then((m) => ({ default: m.DateRangePicker })));

/** The picker, chosen once per opening so that it is not remounted when the chunk arrives later. */
function DateRangePicker(props: ComponentProps<Picker>) {
  const [Picker] = useState(() => loadedPicker ?? LazyDateRangePicker);
  return <Picker {...props} />;
}

export interface SearchBarProps {
  onSearch: (input: SearchInput) => void;
}

export const SearchBar = observer(function SearchBar({ onSearch }: SearchBarProps) {
  const { search, settings, inventory } = useStores();
  const { t, i18n } = useTranslation('booking');
  const format = useFormat();
  const preloadCalendar = useCallback(() => {
    void preloadNamespace(i18n, 'calendar');
    return loadCalendar();
  }, [i18n]);
  // On idle: the picker's code and texts, then, idle again, its date formatters, which its first
  // render would otherwise make inside the guest's tap.
  const language = format.language;
  useEffect(() => whenIdle(() => {
    void preloadCalendar().then((m) => whenIdle(() => m.prepareDateRangePicker(language)));
  }), [preloadCalendar, language]);
  const s = settings.settings;
  const tiers: readonly KidsTier[] = useMemo(() => s?.kids_tiers ?? [], [s]);
  const mode: KidsMode = kidsMode(s);
  const rules = search.rules;
  const today = search.today();
  const [draft, setDraft] = useState<Draft>(() => draftFromCriteria(search.criteria, tiers));
  const [problems, setProblems] = useState<SearchProblem[]>([]);
  const [calendarOpen, setCalendarOpen] = useState(false);
  const datesToggle = useRef<HTMLButtonElement>(null);
  const id = useId();

  // A new search from the address (back, a shared link) replaces what was being edited.
  const criteriaKey = search.queryPairs.map((p) => p.join('=')).join('&');
  // The draft was made for these criteria at mount: setting it again would render the bar twice.
  const draftKey = useRef(criteriaKey);
  useEffect(() => {
    if (draftKey.current === criteriaKey) return;
    draftKey.current = criteriaKey;
    setDraft(draftFromCriteria(search.criteria, tiers));
    setProblems([]);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [criteriaKey]);

  const minDate: IsoDate = rules.yesterdayBookable ? addDays(today, -1) : today;
  const maxDate: IsoDate | undefined = rules.reservablePeriodMonths ? addMonths(today, rules.reservablePeriodMonths) : undefined;
  const maxRooms = rules.multiRoomsSearchEnabled ? Math.max(1, rules.multiRoomsSearchLimit) : 1;

  const firstRoom = useMemo(() => draftRoomToSearch(draft.rooms[0], mode, tiers), [draft.rooms, mode, tiers]);
  const calendarCriteria = useMemo(() => {
    const base = search.criteria;
    return base ? { ...base, rooms: [firstRoom, ...draft.rooms.slice(1).map((r) => draftRoomToSearch(r, mode, tiers))] } : null;
  }, [search.criteria, firstRoom, draft.rooms, mode, tiers]);

  const onMonthsShown = useCallback(
    (from: IsoDate, to: IsoDate) => {
      const start = compareDates(from, minDate) < 0 ? minDate : from;
      void inventory.load(calendarCriteria, start, to);
    },
    [inventory, calendarCriteria, minDate],
  );

  const dayInfo = (date: IsoDate): DayInfo | undefined => {
    const day = inventory.day(date);
    if (!day) return undefined;
    const mcp = inventory.mcpCurrency && day.mcp_lowest_price ? { amount: day.mcp_lowest_price.cents, currency: inventory.mcpCurrency } : null;
    const price = mcp ?? (day.lowest_price !== null && inventory.currency ? { amount: day.lowest_price, currency: inventory.currency } : null);
    return { available: day.available, fewLeft: day.few_rooms_left, price: price ? format.money(price.amount, price.currency) : null };
  };

  const setRoom = (index: number, room: DraftRoom) => setDraft((d) => ({ ...d, rooms: d.rooms.map((r, i) => (i === index ? room : r)) }));
  const setRoomCount = (n: number) =>
    setDraft((d) => ({ ...d, rooms: Array.from({ length: n }, (_, i) => d.rooms[i] ?? { adults: 2, tiers: {}, ages: [] }) }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = draftToInput(draft, search.criteria, mode, tiers);
    const found = validateSearch(applySearchDefaults(input, rules, today), rules, today);
    const agesMissing = mode === 'ages' && draft.rooms.some((r) => r.ages.some((a) => a === null));
    if (agesMissing) found.push({ field: 'kids_ages', reason: 'invalid_count', code: 1000 });
    setProblems(found);
    if (found.length === 0) onSearch(input);
  };

  const datesLabel = draft.undated
    ? t('search.undatedSummary', { nights: t('results.nights', { count: draft.nights }) })
    : draft.checkin
      ? draft.dayUse || !draft.checkout
        ? format.date(draft.checkin, 'medium')
        : t('search.datesSummary', { checkin: format.date(draft.checkin, 'medium'), checkout: format.date(draft.checkout, 'medium'), nights: t('results.nights', { count: Math.max(0, Math.round((Date.parse(draft.checkout) - Date.parse(draft.checkin)) / 86_400_000)) }) })
      : t('search.chooseDates');

  return (
    <form className="booking-search" onSubmit={submit} aria-labelledby={`${id}-title`} noValidate>
      <h2 id={`${id}-title`} className="noren-visually-hidden">
        {t('search.title')}
      </h2>
      <div className="booking-search__row">
        <fieldset className="booking-search__dates">
          <legend>{t('search.dates')}</legend>
          <label className="booking-check">
            <input type="checkbox" checked={draft.undated} onChange={(e) => setDraft({ ...draft, undated: e.target.checked })} />
            {t('search.undated')}
          </label>
          {rules.dayUseSearchActive && !draft.undated && (
            <label className="booking-check">
              <input type="checkbox" checked={draft.dayUse} onChange={(e) => setDraft(withDayUse(draft, e.target.checked))} />
              {t('search.dayUse')}
            </label>
          )}
          {draft.undated ? (
            <div className="noren-field">
              <label className="noren-field__label" htmlFor={`${id}-nights`}>
                {t('search.nights')}
              </label>
              <select id={`${id}-nights`} className="noren-field__control" value={draft.nights} onChange={(e) => setDraft({ ...draft, nights: Number(e.target.value) })}>
                {Array.from({ length: MAX_UNDATED_NIGHTS }, (_, i) => i + 1).map((n) => (
                  <option key={n} value={n}>
                    {t('results.nights', { count: n })}
                  </option>
                ))}
              </select>
            </div>
          ) : (
            <>
              <button
                ref={datesToggle}
                type="button"
                className="booking-search__dates-toggle"
                aria-expanded={calendarOpen}
                aria-controls={`${id}-calendar`}
                onClick={() => setCalendarOpen(!calendarOpen)}
                onPointerEnter={preloadCalendar}
                onPointerDown={preloadCalendar}
                onFocus={preloadCalendar}
              >
                <span className="booking-search__dates-label">{t('search.stay')}</span>
                <span className="booking-search__dates-value">{datesLabel}</span>
              </button>
              <div id={`${id}-calendar`} hidden={!calendarOpen} className="booking-search__calendar">
                {calendarOpen && (
                  <Suspense fallback={<Spinner />}>
                  <DateRangePicker
                    checkin={draft.checkin}
                    checkout={draft.dayUse ? draft.checkin : draft.checkout}
                    dayUse={draft.dayUse}
                    language={format.language}
                    min={minDate}
                    max={maxDate}
                    dayInfo={dayInfo}
                    onMonthsShown={onMonthsShown}
                    note={inventory.failed ? t('search.availabilityFailed') : inventory.loading ? t('search.availabilityLoading') : null}
                    onChange={(range) => {
                      setDraft({ ...draft, checkin: range.checkin, checkout: range.checkout });
                      setCalendarOpen(false);
                      datesToggle.current?.focus();
                    }}
                  />
                  </Suspense>
                )}
              </div>
            </>
          )}
        </fieldset>

        <fieldset className="booking-search__guests">
          <legend>{t('search.guests')}</legend>
          {maxRooms > 1 && (
            <div className="noren-field">
              <label className="noren-field__label" htmlFor={`${id}-rooms`}>
                {t('search.rooms')}
              </label>
              <select id={`${id}-rooms`} className="noren-field__control" value={draft.rooms.length} onChange={(e) => setRoomCount(Number(e.target.value))}>
                {Array.from({ length: maxRooms }, (_, i) => i + 1).map((n) => (
                  <option key={n} value={n}>
                    {t('results.rooms', { count: n })}
                  </option>
                ))}
              </select>
            </div>
          )}
          {draft.rooms.map((room, index) => (
            <RoomGuests
              key={index}
              index={index}
              numbered={draft.rooms.length > 1}
              room={room}
              mode={mode}
              tiers={tiers}
              maxGuests={rules.maxGuestsPerRoom}
              onChange={(r) => setRoom(index, r)}
            />
          ))}
        </fieldset>
      </div>
      {problems.length > 0 && (
        <Suspense fallback={null}>
          <SearchProblems problems={problems} />
        </Suspense>
      )}
      <div className="booking-search__actions">
        <Button type="submit">{t('search.submit')}</Button>
      </div>
    </form>
  );
});

interface RoomGuestsProps {
  index: number;
  numbered: boolean;
  room: DraftRoom;
  mode: KidsMode;
  tiers: readonly KidsTier[];
  maxGuests: number;
  onChange: (room: DraftRoom) => void;
}

function RoomGuests({ index, numbered, room, mode, tiers, maxGuests, onChange }: RoomGuestsProps) {
  const { t } = useTranslation('booking');
  const { t: tc } = useTranslation('common');
  const { i18n } = useTranslation();
  const id = useId();
  const children = draftChildren(room, mode);
  const tierName = (tier: KidsTier) => tier.translations[i18n.language as keyof typeof tier.translations]?.name || tier.name;
  const roomLabel = numbered ? t('search.roomNumber', { number: index + 1 }) : null;
  const prefix = (label: string) => (roomLabel ? `${roomLabel}: ${label}` : label);
  const content = (
    <div className="booking-room-guests__fields">
      <Stepper label={prefix(tc('guests.adults'))} value={room.adults} min={1} max={Math.max(1, maxGuests - children)} onChange={(adults) => onChange({ ...room, adults })} />
      {mode === 'tiers' &&
        tiers.map((tier) => (
          <Stepper
            key={tier.code}
            label={prefix(tierName(tier))}
            value={room.tiers[tier.code] ?? 0}
            min={0}
            max={Math.max(0, maxGuests - room.adults - children + (room.tiers[tier.code] ?? 0))}
            onChange={(n) => onChange({ ...room, tiers: { ...room.tiers, [tier.code]: n } })}
          />
        ))}
      {mode === 'ages' && (
        <>
          <Stepper
            label={prefix(tc('guests.children'))}
            value={room.ages.length}
            min={0}
            max={Math.max(0, maxGuests - room.adults)}
            onChange={(n) => onChange({ ...room, ages: Array.from({ length: n }, (_, i) => room.ages[i] ?? null) })}
          />
          {room.ages.map((age, i) => (
            <div className="noren-field booking-room-guests__age" key={i}>
              <label className="noren-field__label" htmlFor={`${id}-age-${i}`}>
                {prefix(t('search.childAge', { number: i + 1 }))}
              </label>
              <select
                id={`${id}-age-${i}`}
                className="noren-field__control"
                value={age ?? ''}
                onChange={(e) => onChange({ ...room, ages: room.ages.map((a, k) => (k === i ? (e.target.value === '' ? null : Number(e.target.value)) : a)) })}
              >
                <option value="">{t('search.chooseAge')}</option>
                {Array.from({ length: MAX_CHILD_AGE + 1 }, (_, a) => a)
                  .filter((a) => tiers.some((tier) => a >= tier.age_from && a <= tier.age_to))
                  .map((a) => (
                    <option key={a} value={a}>
                      {t('search.ageOption', { count: a })}
                    </option>
                  ))}
              </select>
            </div>
          ))}
        </>
      )}
    </div>
  );
  if (!numbered) return <div className="booking-room-guests">{content}</div>;
  return (
    <div className="booking-room-guests" role="group" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="booking-room-guests__title">
        {roomLabel}
      </h3>
      {content}
    </div>
  );
}

/** The search's problems; their texts are in the 'errors' namespace, fetched when there are some. */
function SearchProblems({ problems }: { problems: SearchProblem[] }) {
  const { t } = useTranslation('booking');
  const { t: te } = useTranslation('errors', { useSuspense: true });
  return (
    <ul className="booking-search__problems" role="alert">
      {problems.map((p, i) => (
        <li key={i}>{problemText(p, t, te)}</li>
      ))}
    </ul>
  );
}
