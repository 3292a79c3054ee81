// /facilities: a brand-facility search (part 1 §2 path builders) lists the brand's hotels with the
// lowest price for the searched stay; choosing one opens its booking result with the same search.
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { ErrorBanner, Spinner, observer, useDocumentTitle, useStores, useTranslation } from '@noren/core/ui';
import { searchRoomsParams, type FacilityListing } from '@noren/core/api';
import { toShownError, type ShownError } from '@noren/core/stores';
import { useFormat } from '../format/useFormat.ts';
import { useAddressSearch } from '../search/useAddressSearch.ts';
import { PATHS, startupQuery, withQuery } from '../routes/paths.ts';

export const FacilitiesPage = observer(function FacilitiesPage() {
  const { api, settings, search, currency } = useStores();
  const { t } = useTranslation('booking');
  const format = useFormat();
  const location = useLocation();
  const { ready } = useAddressSearch(PATHS.facilities);
  const [hotels, setHotels] = useState<FacilityListing[] | null>(null);
  const [error, setError] = useState<ShownError | null>(null);
  useDocumentTitle(t('facilities.title'), settings.settings?.hotel_brand.name);
  const brandId = settings.settings?.hotel_brand_id;
  const criteria = search.criteria;
  const mcp = currency.mcpMode ? currency.shown : null;
  const key = JSON.stringify(criteria ? searchRoomsParams(criteria, { mcpCurrency: mcp }) : null);

  useEffect(() => {
    if (!ready || !brandId || !criteria) return;
    const controller = new AbortController();
    setHotels(null);
    api.listFacilities(brandId, { ...searchRoomsParams(criteria, { mcpCurrency: mcp }), is_including_lowest_price: true }, controller.signal).then(setHotels, (e: unknown) => {
      if (!controller.signal.aborted) setError(toShownError(e));
    });
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, brandId, key]);

  const hotelHref = (code: string) => {
    const query = startupQuery(location.search);
    query.set('code', code);
    query.delete('hotel_code');
    for (const [name, value] of search.queryPairs) query.append(name, value);
    return withQuery(PATHS.result, query);
  };

  return (
    <section aria-labelledby="facilities-title">
      <h1 id="facilities-title" className="noren-page-title">
        {t('facilities.title')}
      </h1>
      {error && <ErrorBanner error={error} />}
      {!hotels && !error && <Spinner />}
      {hotels && (
        <ul className="booking-facilities">
          {hotels.map((h) => {
            const price = h.lowest_price ? (mcp && h.lowest_price.mcp_total_price ? format.money(h.lowest_price.mcp_total_price.cents, mcp) : format.money(h.lowest_price.total_price, h.currency)) : null;
            return (
              <li key={h.hotel_code} className="booking-card booking-facility">
                <h2 className="booking-card__title">
                  {/* A full load: another hotel means other settings, language and currency. */}
                  <a href={hotelHref(h.hotel_code)}>{h.name}</a>
                </h2>
                <p>{h.address.full_address}</p>
                <p>{price ? t('facilities.from', { price }) : t('facilities.noPrice')}</p>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
});
