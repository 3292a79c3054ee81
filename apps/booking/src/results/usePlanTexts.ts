// What every plan row of a card says the same way, read once per card: the stay's length and
// rooms ("for 2 nights, 1 room"), the tax notes, the translation and the formatters. Each row
// asked for them itself before (three translation hooks, a formatter and up to a dozen lookups a
// row): with 6 room types × 12 plans that was most of the list's render at 4× CPU slowdown
// (npm run bench -- results-render). The card calls this hook; its rows take the result as a prop.
import { useTranslation, useStores } from '@noren/core/ui';
import { useFormat, type Formatters } from '../format/useFormat.ts';

export type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface PlanTexts {
  /** The 'booking' namespace's lookup. */
  t: Translate;
  format: Formatters;
  /** "for 2 nights, 1 room" (or a day use's), the same for every plan of the search. */
  stayFor: string;
  taxIncluded: string;
  taxExcluded: string;
}

/** Call from an observer (the card): the stay's length and rooms are the search's. */
export function usePlanTexts(): PlanTexts {
  const { search } = useStores();
  const { t } = useTranslation('booking');
  const { t: tc } = useTranslation('common');
  const format = useFormat();
  const c = search.criteria;
  const nights = c?.search_type === 'undated' ? (c.nights ?? 1) : search.nights;
  const rooms = t('results.rooms', { count: c?.rooms.length ?? 1 });
  return {
    t: t as Translate,
    format,
    stayFor: c?.is_day_use ? t('results.dayUseFor', { rooms }) : t('results.stayFor', { nights: t('results.nights', { count: nights }), rooms }),
    taxIncluded: tc('price.taxIncluded'),
    taxExcluded: tc('price.taxExcluded'),
  };
}
