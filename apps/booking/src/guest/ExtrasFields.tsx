// Extras (part 1 §3, §5): a quantity from the extra's minimum to its maximum, or none. Lines left
// at none are not priced or booked.
import { useField } from 'react-final-form';
import { SelectField, observer, useStores, useTranslation } from '@noren/core/ui';
import { useFormat } from '../format/useFormat.ts';
import type { ExtraLine } from './formValues.ts';

export function ExtrasFields({ lines }: { lines: readonly ExtraLine[] }) {
  const { t } = useTranslation('booking');
  return (
    <section className="booking-section" aria-labelledby="extras-title">
      <h2 id="extras-title" className="booking-section-title">
        {t('extras.title')}
      </h2>
      <ul className="booking-extras">
        {lines.map((line) => (
          <li key={line.key} className="booking-extra">
            <ExtraQuantity line={line} />
          </li>
        ))}
      </ul>
    </section>
  );
}

const ExtraQuantity = observer(function ExtraQuantity({ line }: { line: ExtraLine }) {
  const { settings } = useStores();
  const { t } = useTranslation('booking');
  const format = useFormat();
  const { input } = useField<string>(`extras.${line.key}`, { subscription: { value: true } });
  const { extra } = line;
  const currency = settings.settings?.currency ?? 'JPY';
  const max = extra.stock === null ? extra.max_quantity : Math.min(extra.max_quantity, extra.stock);
  const options = [{ value: '0', label: t('extras.none') }];
  for (let n = Math.max(1, extra.min_quantity); n <= max; n++) options.push({ value: String(n), label: t('extras.quantity', { n }) });
  const label = line.date ? t('extras.onDate', { name: extra.name, date: format.date(line.date, 'medium') }) : extra.name;
  return (
    <div className="booking-extra__row">
      <div className="booking-extra__info">
        <p className="booking-extra__description">{extra.description}</p>
        <p className="booking-extra__price">{t('extras.unitPrice', { price: format.money(line.unitPrice, currency) })}</p>
        {max < 1 && <p className="booking-extra__sold-out">{t('extras.soldOut')}</p>}
      </div>
      <SelectField label={label} value={input.value || '0'} options={options} disabled={max < 1} onChange={(v) => input.onChange(v)} />
    </div>
  );
});
