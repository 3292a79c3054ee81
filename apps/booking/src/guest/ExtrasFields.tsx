// Extras (part 1 §3, §5): a quantity from the extra's minimum to its maximum (and no more than is
// left), or none. With several rooms the guest chooses for each room, as the booking takes extras
// per room (extras[].room). Lines left at none are not priced, summed up or booked.
import { useField } from 'react-final-form';
import { SelectField, observer, useStores, useTranslation } from '@noren/core/ui';
import { useFormat } from '../format/useFormat.ts';
import { useErrorOf } from './fields.tsx';
import { extraQuantities, extraQuantityKey, type ExtraLine } from './formValues.ts';

export function ExtrasFields({ lines, rooms }: { lines: readonly ExtraLine[]; rooms: number }) {
  const { t } = useTranslation('booking');
  return (
    <section className="booking-section" aria-labelledby="extras-title">
      <h2 id="extras-title" className="booking-section-title">
        {t('extras.title')}
      </h2>
      {rooms > 1 && <p className="noren-field__description">{t('extras.perRoom')}</p>}
      <ul className="booking-extras">
        {lines.map((line) => (
          <li key={line.key} className="booking-extra">
            <ExtraLineFields line={line} rooms={rooms} />
          </li>
        ))}
      </ul>
    </section>
  );
}

const ExtraLineFields = observer(function ExtraLineFields({ line, rooms }: { line: ExtraLine; rooms: number }) {
  const { settings } = useStores();
  const { t } = useTranslation('booking');
  const format = useFormat();
  const { extra } = line;
  const currency = settings.settings?.currency ?? 'JPY';
  const quantities = extraQuantities(extra);
  const soldOut = quantities.length === 0;
  const options = [{ value: '0', label: t('extras.none') }, ...quantities.map((n) => ({ value: String(n), label: t('extras.quantity', { n }) }))];
  const name = line.date ? t('extras.onDate', { name: extra.name, date: format.date(line.date, 'medium') }) : extra.name;
  const info = (
    <div className="booking-extra__info">
      <p className="booking-extra__description">{extra.description}</p>
      <p className="booking-extra__price">{t('extras.unitPrice', { price: format.money(line.unitPrice, currency) })}</p>
      {soldOut && <p className="booking-extra__sold-out">{t('extras.soldOut')}</p>}
    </div>
  );
  if (rooms === 1) {
    return (
      <div className="booking-extra__row">
        {info}
        <QuantitySelect field={extraQuantityKey(line, 0)} label={name} options={options} disabled={soldOut} />
      </div>
    );
  }
  return (
    <fieldset className="booking-extra__row booking-extra__rooms">
      <legend className="noren-field__label">{name}</legend>
      {info}
      {Array.from({ length: rooms }, (_, room) => (
        <QuantitySelect key={room} field={extraQuantityKey(line, room)} label={t('summary.room', { number: room + 1 })} options={options} disabled={soldOut} />
      ))}
    </fieldset>
  );
});

function QuantitySelect({ field, label, options, disabled }: { field: string; label: string; options: Array<{ value: string; label: string }>; disabled: boolean }) {
  const name = `extras.${field}`;
  const { input } = useField<string>(name, { subscription: { value: true } });
  const error = useErrorOf(name);
  return (
    <SelectField label={label} name={name} value={input.value || '0'} options={options} disabled={disabled} error={error} onChange={(v) => input.onChange(v)} onBlur={() => input.onBlur()} />
  );
}
