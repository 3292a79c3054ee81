// A plan's price for the whole stay and every searched room, with the tax note.
import { observer, useStores, useTranslation } from '@noren/core/ui';
import type { Amount } from './prices.ts';
import { useFormat } from '../format/useFormat.ts';

export const StayPrice = observer(function StayPrice({ price, taxIncluded }: { price: Amount; taxIncluded: boolean }) {
  const { search } = useStores();
  const { t } = useTranslation('booking');
  const { t: tc } = useTranslation('common');
  const format = useFormat();
  const c = search.criteria;
  const nights = c?.search_type === 'undated' ? (c.nights ?? 1) : search.nights;
  const rooms = c?.rooms.length ?? 1;
  return (
    <p className="booking-stay-price">
      <span className="booking-stay-price__for">
        {c?.is_day_use ? t('results.dayUseFor', { rooms: t('results.rooms', { count: rooms }) }) : t('results.stayFor', { nights: t('results.nights', { count: nights }), rooms: t('results.rooms', { count: rooms }) })}
      </span>{' '}
      <span className="noren-price__amount">{format.money(price.amount, price.currency)}</span>{' '}
      <span className="noren-price__tax">{tc(taxIncluded ? 'price.taxIncluded' : 'price.taxExcluded')}</span>
    </p>
  );
});
