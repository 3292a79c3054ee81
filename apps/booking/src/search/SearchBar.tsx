// The search bar (part 1 §2 "Screens implied by texts"): dates on an availability calendar or an
// undated stay of n nights, day use when the hotel offers it, rooms (several when multi-room search
// is on, up to multi_rooms_search_limit), adults, and children by tier or by age as the hotel's
// kids setting says. Problems are listed before any call is made.
import { Suspense, useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { Button, Stepper, observer, useStores, useTranslation } from '@noren/core/ui';
import {
  addDays, addMonths, applySearchDefaults, validateSearch,
  type IsoDate, type KidsTier, type SearchInput, type SearchProblem,
} from '@noren/core/domain';
import { useFormat } from '../format/useFormat.ts';
import { draftChildren, draftFromCriteria, draftRoomToSearch, draftToInput, kidsMode, withDayUse, type Draft, type DraftRoom, type KidsMode } from './draft.ts';
import { problemText } from './problems.ts';
import type { DateRangeValue } from '@noren/core/ui/components/DateRangePicker.tsx';
import { StayDates } from './StayDates.tsx';

const MAX_UNDATED_NIGHTS = 30;
const MAX_CHILD_AGE = 17;

export interface SearchBarProps {
  onSearch: (input: SearchInput) => void;
}

export const SearchBar = observer(function SearchBar({ onSearch }: SearchBarProps) {
  const { search, settings } = useStores();
  const { t } = useTranslation('booking');
  const format = useFormat();
  const s = settings.settings;
  const tiers: readonly KidsTier[] = useMemo(() => s?.kids_tiers ?? [], [s]);
  const mode: KidsMode = kidsMode(s);
  const rules = search.rules;
  const today = search.today();
  const [draft, setDraft] = useState<Draft>(() => draftFromCriteria(search.criteria, tiers));
  const [problems, setProblems] = useState<SearchProblem[]>([]);
  const chooseDates = useCallback((range: DateRangeValue) => {
    setDraft((d) => ({ ...d, checkin: range.checkin, checkout: range.checkout }));
  }, []);
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
            <StayDates
              calendarId={`${id}-calendar`}
              summary={datesLabel}
              checkin={draft.checkin}
              checkout={draft.checkout}
              dayUse={draft.dayUse}
              min={minDate}
              max={maxDate}
              criteria={calendarCriteria}
              onChoose={chooseDates}
            />
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
