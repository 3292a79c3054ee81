// By room or by plan, the order, and the hotel's room filters (room_search_filters). Each change
// is a new search in the address, so back and a shared link keep it.
import { useId } from 'react';
import { observer, useStores, useTranslation } from '@noren/core/ui';
import { SEARCH_ORDERS, type Language, type SearchInput } from '@noren/core/domain';

export const ResultsToolbar = observer(function ResultsToolbar({ onChange }: { onChange: (change: SearchInput) => void }) {
  const { search, settings, locale } = useStores();
  const { t } = useTranslation('booking');
  const id = useId();
  const c = search.criteria;
  const s = settings.settings;
  if (!c || !s) return null;
  const filters = s.room_search_filters;
  const filterName = (f: (typeof filters)[number]) => f.translations[locale.language as Language]?.name || f.name;
  return (
    <div className="booking-toolbar">
      {s.plan_search_enabled && (
        <fieldset className="booking-toolbar__type">
          <legend>{t('results.showBy')}</legend>
          {(['rooms', 'plan'] as const).map((type) => (
            <label key={type} className="booking-segment">
              <input type="radio" name={`${id}-type`} value={type} checked={c.type === type} onChange={() => onChange({ type })} />
              <span>{t(`results.type.${type}`)}</span>
            </label>
          ))}
        </fieldset>
      )}
      <div className="noren-field booking-toolbar__order">
        <label className="noren-field__label" htmlFor={`${id}-order`}>
          {t('results.sortBy')}
        </label>
        <select id={`${id}-order`} className="noren-field__control" value={c.order} onChange={(e) => onChange({ order: e.target.value as SearchInput['order'] })}>
          {SEARCH_ORDERS.map((order) => (
            <option key={order} value={order}>
              {t(`results.order.${order}`)}
            </option>
          ))}
        </select>
      </div>
      {filters.length > 0 && (
        <fieldset className="booking-toolbar__filters">
          <legend>{t('results.filters')}</legend>
          {filters.map((f) => {
            const on = c.room_search_filters.includes(f.id);
            return (
              <label key={f.id} className="booking-check">
                <input
                  type="checkbox"
                  checked={on}
                  onChange={() => onChange({ room_search_filters: on ? c.room_search_filters.filter((x) => x !== f.id) : [...c.room_search_filters, f.id] })}
                />
                {filterName(f)}
              </label>
            );
          })}
        </fieldset>
      )}
    </div>
  );
});
