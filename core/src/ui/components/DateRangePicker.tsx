// Check-in and check-out on a calendar that shows availability and the lowest price per date.
// The WAI-ARIA date-grid pattern: each month is a role=grid table, one date is in the tab order
// (roving tabindex), arrows move by day and week (mirrored right to left), Home/End to the week's
// ends, PageUp/PageDown by month, Enter or Space chooses. Chosen dates carry aria-selected; each
// date's name says its price or that it is sold out, and a polite status line says what happened,
// including why a date cannot be chosen. A sold-out night can still be the check-out day, since
// that night is not stayed.
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays, compareDates, daysBetween, isRtl, type IsoDate, type Language } from '@noren/core/domain';
import { formatIsoDate, prepareDateStyles, weekdayOf, type DateStyle } from '../format/dates.ts';

export interface DayInfo {
  /** false: no room left that night; undefined: not known (yet). */
  available?: boolean;
  /** The lowest price, formatted. */
  price?: string | null;
  fewLeft?: boolean;
}

export interface DateRangeValue {
  checkin: IsoDate | null;
  checkout: IsoDate | null;
}

export interface DateRangePickerProps extends DateRangeValue {
  onChange: (range: DateRangeValue) => void;
  language: Language;
  /** First date that may be chosen (the hotel's today). */
  min: IsoDate;
  /** Last date that may be chosen (the reservable period). */
  max?: IsoDate;
  /** Day use: one date, check-out the same day. */
  dayUse?: boolean;
  dayInfo?: (date: IsoDate) => DayInfo | undefined;
  /** Called with [first day shown, day after the last shown) whenever the months change. */
  onMonthsShown?: (from: IsoDate, to: IsoDate) => void;
  months?: 1 | 2;
  /** Shown under the months while availability loads or when it failed. */
  note?: string | null;
}

const monthStart = (date: IsoDate): IsoDate => `${date.slice(0, 7)}-01`;
const nextMonth = (first: IsoDate): IsoDate => addDays(first, 32).slice(0, 7) + '-01';
const previousMonth = (first: IsoDate): IsoDate => addDays(first, -1).slice(0, 7) + '-01';
const shiftMonths = (date: IsoDate, n: number): IsoDate => {
  let first = monthStart(date);
  for (let i = 0; i < Math.abs(n); i++) first = n > 0 ? nextMonth(first) : previousMonth(first);
  const day = Number(date.slice(8, 10));
  const last = Number(addDays(nextMonth(first), -1).slice(8, 10));
  return `${first.slice(0, 8)}${String(Math.min(day, last)).padStart(2, '0')}`;
};

/** The date styles the picker's first render formats with: the days' names, the months, the weekdays. */
const PICKER_DATE_STYLES: readonly DateStyle[] = ['full', 'monthYear', 'weekdayShort', 'weekdayLong'];

/** Makes the picker's date formatters for `language` (see prepareDateStyles): on idle, before a tap opens it. */
export function prepareDateRangePicker(language: Language): void {
  prepareDateStyles(language, PICKER_DATE_STYLES);
}

function monthWeeks(first: IsoDate): Array<Array<IsoDate | null>> {
  const weeks: Array<Array<IsoDate | null>> = [];
  let week: Array<IsoDate | null> = Array.from({ length: weekdayOf(first) }, () => null);
  for (let d = first; d.slice(0, 7) === first.slice(0, 7); d = addDays(d, 1)) {
    week.push(d);
    if (week.length === 7) {
      weeks.push(week);
      week = [];
    }
  }
  if (week.length > 0) weeks.push([...week, ...Array.from({ length: 7 - week.length }, () => null)]);
  return weeks;
}

const clamp = (date: IsoDate, min: IsoDate, max?: IsoDate) =>
  compareDates(date, min) < 0 ? min : max && compareDates(date, max) > 0 ? max : date;

export function DateRangePicker({ checkin, checkout, onChange, language, min, max, dayUse = false, dayInfo, onMonthsShown, months = 2, note }: DateRangePickerProps) {
  const { t } = useTranslation('common');
  // The calendar's own texts travel with it: a namespace loaded (suspending) when it first shows.
  const { t: tc } = useTranslation('calendar', { useSuspense: true });
  const id = useId();
  const rtl = isRtl(language);
  const [pending, setPending] = useState<IsoDate | null>(null);
  const [focusDate, setFocusDate] = useState<IsoDate>(() => clamp(checkin ?? min, min, max));
  const [firstMonth, setFirstMonth] = useState<IsoDate>(() => monthStart(clamp(checkin ?? min, min, max)));
  const [message, setMessage] = useState('');
  const gridRef = useRef<HTMLDivElement>(null);
  const moved = useRef(false);

  const shownMonths = useMemo(() => {
    const out = [firstMonth];
    for (let i = 1; i < months; i++) out.push(nextMonth(out[i - 1]));
    return out;
  }, [firstMonth, months]);
  const shownEnd = nextMonth(shownMonths[shownMonths.length - 1]);

  useEffect(() => {
    onMonthsShown?.(firstMonth, shownEnd);
  }, [firstMonth, shownEnd, onMonthsShown]);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    gridRef.current?.querySelector<HTMLElement>(`[data-date="${focusDate}"]`)?.focus();
  }, [focusDate, firstMonth]);

  const long = (date: IsoDate) => formatIsoDate(date, language, 'full');
  const outOfRange = (date: IsoDate) => compareDates(date, min) < 0 || (!!max && compareDates(date, max) > 0);
  const soldOut = (date: IsoDate) => dayInfo?.(date)?.available === false;

  /** First sold-out night from `from` up to, not including, `to`. */
  const firstSoldOutNight = (from: IsoDate, to: IsoDate): IsoDate | null => {
    for (let d = from; compareDates(d, to) < 0; d = addDays(d, 1)) if (soldOut(d)) return d;
    return null;
  };

  /** Why `date` cannot be chosen now, or null when it can. */
  const refusal = (date: IsoDate): string | null => {
    if (outOfRange(date)) return tc('outOfRange', { date: long(date) });
    const asCheckout = !dayUse && pending !== null && compareDates(date, pending) > 0;
    if (asCheckout) {
      const blocked = firstSoldOutNight(pending, date);
      return blocked ? tc('nightSoldOut', { date: long(blocked) }) : null;
    }
    return soldOut(date) ? tc('soldOutReason', { date: long(date) }) : null;
  };

  const choose = (date: IsoDate) => {
    setFocusDate(date);
    const refused = refusal(date);
    if (refused) {
      setMessage(refused);
      return;
    }
    if (dayUse) {
      setPending(null);
      setMessage(tc('dayChosen', { date: long(date) }));
      onChange({ checkin: date, checkout: date });
      return;
    }
    if (pending === null || compareDates(date, pending) <= 0) {
      setPending(date);
      setMessage(tc('checkinChosen', { date: long(date) }));
      return;
    }
    setPending(null);
    setMessage(tc('rangeChosen', { checkin: long(pending), checkout: long(date), nights: t('dates.nights', { count: daysBetween(pending, date) }) }));
    onChange({ checkin: pending, checkout: date });
  };

  const move = (date: IsoDate) => {
    const next = clamp(date, addDays(monthStart(min), 0), max ? addDays(nextMonth(monthStart(max)), -1) : undefined);
    moved.current = true;
    setFocusDate(next);
    if (compareDates(next, firstMonth) < 0) setFirstMonth(monthStart(next));
    else if (compareDates(next, shownEnd) >= 0) setFirstMonth(months === 2 ? previousMonth(monthStart(next)) : monthStart(next));
  };

  // After the month buttons, the remembered date may be off screen: the first choosable date shown takes the tab stop.
  const shown = (date: IsoDate) => compareDates(date, firstMonth) >= 0 && compareDates(date, shownEnd) < 0;
  const tabStop = shown(focusDate) ? focusDate : clamp(firstMonth, min, max);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, date: IsoDate) => {
    const forward = rtl ? -1 : 1;
    const keys: Record<string, () => void> = {
      ArrowRight: () => move(addDays(date, forward)),
      ArrowLeft: () => move(addDays(date, -forward)),
      ArrowDown: () => move(addDays(date, 7)),
      ArrowUp: () => move(addDays(date, -7)),
      Home: () => move(addDays(date, -weekdayOf(date))),
      End: () => move(addDays(date, 6 - weekdayOf(date))),
      PageDown: () => move(shiftMonths(date, event.shiftKey ? 12 : 1)),
      PageUp: () => move(shiftMonths(date, event.shiftKey ? -12 : -1)),
      Enter: () => choose(date),
      ' ': () => choose(date),
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  const rangeStart = pending ?? checkin;
  const rangeEnd = pending ? null : checkout;
  const inRange = (date: IsoDate) =>
    !!rangeStart && (date === rangeStart || (!!rangeEnd && compareDates(date, rangeStart) > 0 && compareDates(date, rangeEnd) <= 0));

  const weekdays = useMemo(() => {
    // 2023-01-01 was a Sunday.
    return Array.from({ length: 7 }, (_, i) => addDays('2023-01-01', i)).map((d) => ({
      short: formatIsoDate(d, language, 'weekdayShort'),
      long: formatIsoDate(d, language, 'weekdayLong'),
    }));
  }, [language]);

  const canGoBack = compareDates(firstMonth, monthStart(min)) > 0;
  const canGoForward = !max || compareDates(shownEnd, max) <= 0;
  const instructionsId = `${id}-help`;

  return (
    <div className="noren-calendar" ref={gridRef}>
      <p id={instructionsId} className="noren-calendar__help">
        {dayUse ? tc('helpDayUse') : pending ? tc('helpCheckout') : tc('helpCheckin')}
      </p>
      <div className="noren-calendar__nav">
        <button type="button" className="noren-calendar__nav-button" onClick={() => setFirstMonth(previousMonth(firstMonth))} disabled={!canGoBack} aria-label={tc('previousMonth')}>
          <span aria-hidden="true">{rtl ? '›' : '‹'}</span>
        </button>
        <button type="button" className="noren-calendar__nav-button" onClick={() => setFirstMonth(nextMonth(firstMonth))} disabled={!canGoForward} aria-label={tc('nextMonth')}>
          <span aria-hidden="true">{rtl ? '‹' : '›'}</span>
        </button>
      </div>
      <div className="noren-calendar__months">
        {shownMonths.map((first) => {
          const headingId = `${id}-${first}`;
          return (
            <div key={first} className="noren-calendar__month">
              <h3 id={headingId} className="noren-calendar__month-title">
                {formatIsoDate(first, language, 'monthYear')}
              </h3>
              <table role="grid" className="noren-calendar__grid" aria-labelledby={headingId} aria-describedby={instructionsId}>
                <thead>
                  <tr>
                    {weekdays.map((w) => (
                      <th key={w.long} scope="col" abbr={w.long}>
                        {w.short}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {monthWeeks(first).map((week, row) => (
                    <tr key={row}>
                      {week.map((date, col) => {
                        if (!date) return <td key={col} className="noren-calendar__blank" />;
                        const info = dayInfo?.(date);
                        const out = outOfRange(date);
                        const sold = !out && info?.available === false;
                        const refused = refusal(date) !== null;
                        const selected = inRange(date);
                        const edge = date === rangeStart ? 'checkin' : date === rangeEnd ? 'checkout' : null;
                        const status = out
                          ? tc('unavailable')
                          : sold
                            ? tc('soldOut')
                            : info?.price
                              ? tc('priceFrom', { price: info.price })
                              : '';
                        const name = [long(date), edge ? t(edge === 'checkin' ? 'dates.checkin' : 'dates.checkout') : '', status, !out && !sold && info?.fewLeft ? tc('fewLeft') : '']
                          .filter(Boolean)
                          .join(', ');
                        const classes = ['noren-calendar__day', selected && 'noren-calendar__day--selected', edge && `noren-calendar__day--${edge}`, sold && 'noren-calendar__day--sold-out', out && 'noren-calendar__day--out'];
                        return (
                          <td
                            key={date}
                            role="gridcell"
                            data-date={date}
                            className={classes.filter(Boolean).join(' ')}
                            tabIndex={date === tabStop ? 0 : -1}
                            aria-selected={selected}
                            aria-disabled={refused || undefined}
                            onClick={() => choose(date)}
                            onKeyDown={(e) => onKeyDown(e, date)}
                            onFocus={() => setFocusDate(date)}
                          >
                            <span className="noren-visually-hidden">{name}</span>
                            <span className="noren-calendar__day-number" aria-hidden="true">
                              {Number(date.slice(8, 10))}
                            </span>
                            <span className="noren-calendar__day-note" aria-hidden="true">
                              {out ? '' : sold ? tc('soldOutShort') : (info?.price ?? '')}
                            </span>
                          </td>
                        );
                      })}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          );
        })}
      </div>
      {note && <p className="noren-calendar__note">{note}</p>}
      <p className="noren-calendar__status" role="status" aria-live="polite">
        {message}
      </p>
    </div>
  );
}
