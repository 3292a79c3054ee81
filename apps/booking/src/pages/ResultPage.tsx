// The booking result (part 1 §2 /booking/result): the search bar, notifications, the results by
// room or by plan with order and filters, and the price of what is selected, updated as it
// changes. When nothing is left it says why: the sold-out nights, and the next date with rooms.
import { useEffect, useMemo, useRef } from 'react';
import { reaction } from 'mobx';
import { useLocation, useNavigate } from 'react-router';
import { Button, ErrorBanner, Spinner, observer, useDocumentTitle, useStores, useTranslation } from '@noren/core/ui';
import { addDays, compareDates, eachStayDate, type SearchCriteria } from '@noren/core/domain';
import { SELECTION_PARAM, assignRooms, searchQueryString, selectionParam } from '@noren/core/stores';
import { useFormat } from '../format/useFormat.ts';
import { guestsText } from '../format/guests.ts';
import { PlanCard } from '../results/PlanCard.tsx';
import { PriceSummary } from '../results/PriceSummary.tsx';
import { ResultsToolbar } from '../results/ResultsToolbar.tsx';
import { RoomCard } from '../results/RoomCard.tsx';
import { ResultsSkeleton } from '../results/ResultsSkeleton.tsx';
import { resultNames } from '../results/names.ts';
import { useProgressiveCount } from '../results/useProgressiveCount.ts';
import { useListTiming } from '../results/useListTiming.ts';
import type { PriceView } from '../results/prices.ts';
import { Notifications } from '../results/Notifications.tsx';
import { SearchBar } from '../search/SearchBar.tsx';
import { selectionQuoteParams } from '../search/quote.ts';
import { useAddressSearch } from '../search/useAddressSearch.ts';
import { pathKeeping, PATHS } from '../routes/paths.ts';

/** The search a selection was made for: a different search clears it. */
let selectionSearchKey: string | null = null;

export const ResultPage = observer(function ResultPage() {
  const { settings, search, results, selection, pricing, currency, inventory, errors, analytics } = useStores();
  const { t } = useTranslation('booking');
  const navigate = useNavigate();
  const location = useLocation();
  const { ready, go } = useAddressSearch();
  useDocumentTitle(t('result.title'), settings.hotelName);

  const criteria = search.criteria;
  const key = criteria ? searchQueryString(criteria) : null;
  const mcp = currency.mcpMode ? currency.shown : null;

  useEffect(() => {
    if (!ready || !criteria || search.source !== 'address') return;
    if (selectionSearchKey !== key) {
      selection.clear();
      selectionSearchKey = key;
    }
    void results.search(criteria);
    // criteria is replaced (not mutated) on every change, so the key and mcp say when to search.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, key, mcp, search.source]);

  // The price of the selection follows it (debounced in the store).
  useEffect(
    () =>
      reaction(
        () => selectionQuoteParams(search.criteria, selection.lines, { mcpCurrency: currency.mcpMode ? currency.shown : null }),
        (params) => void pricing.requestQuote(params),
        { fireImmediately: true, equals: (a, b) => JSON.stringify(a) === JSON.stringify(b) },
      ),
    [search, selection, pricing, currency],
  );

  const landed = results.response !== null && !results.loading;
  const tracked = useRef<string | null>(null);
  useEffect(() => {
    if (!landed || tracked.current === results.searchedKey) return;
    tracked.current = results.searchedKey;
    void analytics?.pageView('search_result');
  }, [landed, results.searchedKey, analytics]);

  // An empty dated search looks up its nights, to say which one is sold out.
  useEffect(() => {
    if (results.empty && criteria?.search_type === 'dated' && criteria.checkin && criteria.checkout && compareDates(criteria.checkout, criteria.checkin) > 0) {
      void inventory.load(criteria, criteria.checkin, criteria.checkout);
    }
  }, [results.empty, criteria, inventory]);

  const names = useMemo(() => resultNames(results.response), [results.response]);
  const response = results.response;
  // The cards one per transition after the page's commit (useProgressiveCount).
  const cardCount = response?.type === 'plan' ? results.plans.length : results.rooms.length;
  const shownCards = useProgressiveCount(cardCount, response);
  // The list is busy until it is final: its search running or about to (the criteria are in, no
  // answer yet), or its cards still coming. A page framed inline reports its height to the hotel's
  // page only once nothing is busy (ParentMessagesStore), so its frame grows once, to the whole list,
  // rather than at a step whose later moves would then lie inside the frame's own viewport.
  const listBusy = results.loading || (!!criteria && results.searchedKey === null) || shownCards < cardCount;
  useListTiming(shownCards > 0);
  const taxIncluded = settings.settings?.show_prices_tax_included ?? true;
  const viewCurrency = response?.currency ?? currency.hotelCurrency;
  const mcpCurrency = currency.mcpMode ? (response?.mcp_currency ?? null) : null;
  // One object while its parts hold: the cards are memoised (observer), so a new view each render
  // would render every card again on each step of the list and on every selection change.
  const view: PriceView = useMemo(() => ({ taxIncluded, currency: viewCurrency, mcpCurrency }), [taxIncluded, viewCurrency, mcpCurrency]);

  const assigned = criteria ? assignRooms(criteria.rooms, selection.lines) : [];
  const missing = assigned.filter((a) => a === null).length;
  const chosen = selection.lines.length > 0;
  const selected = selectionParam(assigned);
  const canContinue = !!selected && criteria?.search_type === 'dated' && !!pricing.quote && !pricing.quoting;

  const proceed = () => {
    if (!criteria || !selected) return;
    void navigate(pathKeeping(PATHS.guestDetail, location.search, [...search.queryPairs, [SELECTION_PARAM, selected]]));
  };

  return (
    <div className="booking-result">
      <section aria-labelledby="booking-result-title">
        <h1 id="booking-result-title" className="noren-page-title">
          {t('result.title')}
        </h1>
        <p className="noren-page-subtitle">{t('result.subtitle', { hotel: settings.hotelName })}</p>
        {ready ? <SearchBar onSearch={go} /> : null}
      </section>

      {/* Until the search bar can show, the list is not drawn: whatever then appears is new, and
          the page's height is held so the footer does not move up and back. The keys make the
          list a new element rather than the placeholder moved down (which would count as a
          layout shift). */}
      {!ready ? (
        <div key="pending" className="booking-result__pending" aria-busy="true">
          <Spinner />
        </div>
      ) : (
      <div key="layout" className="booking-result__layout">
        <section className="booking-result__list" aria-labelledby="booking-results-heading" aria-busy={listBusy}>
          <h2 id="booking-results-heading" className="booking-section-title">
            {criteria ? <ResultsHeading criteria={criteria} /> : t('results.title')}
          </h2>
          <ResultsToolbar onChange={go} />
          <ErrorBanner error={errors.searchResult} />
          {/* The stay's notifications arrive with the results, so they go with them, below the
              toolbar: above it they would push the toolbar down as they arrive. */}
          {!results.loading && <Notifications />}
          {/* The skeleton also holds the list's place until the first card is drawn (the cards come
              one per transition, useProgressiveCount): otherwise the page would shrink for a frame
              and grow back, a layout shift. */}
          {(results.loading || (response && shownCards === 0 && cardCount > 0)) && <ResultsSkeleton />}
          {!results.loading && results.empty && criteria && <NoRooms criteria={criteria} nextDate={response?.next_available_date ?? null} onTry={(checkin) => go({ checkin, checkout: addDays(checkin, Math.max(1, search.nights)) })} />}
          {!results.loading && response && (
            <div className="booking-results">
              {response.type === 'plan'
                ? results.plans.slice(0, shownCards).map((plan) => <PlanCard key={plan.hotel_plan_code} plan={plan} view={view} />)
                : results.rooms.slice(0, shownCards).map((room, i) => <RoomCard key={room.room_type_code} room={room} view={view} first={i === 0} />)}
            </div>
          )}
        </section>

        {chosen && (
          <aside className="booking-result__aside" aria-label={t('summary.title')}>
            <PriceSummary names={names}>
              {pricing.quoteError && <ErrorBanner error={pricing.quoteError} />}
              {missing > 0 && <p className="booking-summary__note">{t('summary.chooseMore', { n: missing })}</p>}
              {criteria?.search_type === 'undated' && <p className="booking-summary__note">{t('summary.chooseDatesToBook')}</p>}
              <div className="booking-summary__actions">
                <Button onClick={proceed} disabled={!canContinue}>
                  {t('summary.continue')}
                </Button>
                <Button variant="link" onClick={() => selection.clear()}>
                  {t('summary.clear')}
                </Button>
              </div>
            </PriceSummary>
          </aside>
        )}
      </div>
      )}
      <p className="booking-result__links">
        <a href={pathKeeping(PATHS.cancellationPolicy, location.search)} onClick={(e) => { e.preventDefault(); void navigate(pathKeeping(PATHS.cancellationPolicy, location.search)); }}>
          {t('policy.link')}
        </a>
      </p>
    </div>
  );
});

const ResultsHeading = observer(function ResultsHeading({ criteria }: { criteria: SearchCriteria }) {
  const { t } = useTranslation('booking');
  const format = useFormat();
  const guests = criteria.rooms.reduce((n, r) => n + r.adults, 0);
  const kids = criteria.rooms.reduce((n, r) => n + r.kids_tiers.reduce((k, x) => k + x.children, 0) + r.kids_age_range.reduce((k, x) => k + x.count, 0), 0);
  const who = guestsText(t, guests, kids);
  const rooms = t('results.rooms', { count: criteria.rooms.length });
  if (criteria.search_type === 'undated') return <>{t('results.headingUndated', { nights: t('results.nights', { count: criteria.nights ?? 1 }), guests: who, rooms })}</>;
  if (!criteria.checkin) return <>{t('results.title')}</>;
  const dates = criteria.is_day_use || !criteria.checkout ? format.date(criteria.checkin, 'medium') : `${format.date(criteria.checkin, 'medium')} – ${format.date(criteria.checkout, 'medium')}`;
  return <>{t('results.heading', { dates, guests: who, rooms })}</>;
});

const NoRooms = observer(function NoRooms({ criteria, nextDate, onTry }: { criteria: SearchCriteria; nextDate: string | null; onTry: (checkin: string) => void }) {
  const { inventory } = useStores();
  const { t } = useTranslation('booking');
  const format = useFormat();
  const nights = criteria.checkin && criteria.checkout && compareDates(criteria.checkout, criteria.checkin) > 0 ? eachStayDate(criteria.checkin, criteria.checkout) : [];
  const soldOut = nights.filter((d) => inventory.day(d)?.available === false);
  return (
    <div className="booking-empty" role="status">
      <p className="booking-empty__title">{t('results.empty')}</p>
      {soldOut.length > 0 && (
        <p>{t('results.soldOutNights', { dates: soldOut.map((d) => format.date(d, 'long')).join(t('results.listSeparator')) })}</p>
      )}
      {criteria.room_type_codes.length > 0 || criteria.hotel_plan_codes.length > 0 || criteria.room_search_filters.length > 0 ? <p>{t('results.emptyFiltered')}</p> : null}
      {nextDate && (
        <p>
          {t('results.nextAvailable', { date: format.date(nextDate, 'long') })}{' '}
          <Button variant="secondary" onClick={() => onTry(nextDate)}>
            {t('results.tryNextAvailable')}
          </Button>
        </p>
      )}
    </div>
  );
});
