// The currency prices are shown in (part 2 §9 "Currency"): a button in the header that opens a
// list of radio buttons, suggested currencies first. Radios rather than a select so the header
// keeps a single combobox (the language) and every currency is one key press away.
import { useEffect, useId, useRef, useState } from 'react';
import { observer, useStores, useTranslation } from '@noren/core/ui';
import { CURRENCY_CODES, SUGGESTED_CURRENCIES, currencyInfo, type CurrencyCode } from '@noren/core/domain';

export const CurrencyPicker = observer(function CurrencyPicker() {
  const { currency } = useStores();
  const { t } = useTranslation('booking');
  const id = useId();
  const [open, setOpen] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLInputElement>('input:checked')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        toggle.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const hotel = currency.hotelCurrency;
  const ordered: CurrencyCode[] = [hotel, ...SUGGESTED_CURRENCIES.filter((c) => c !== hotel), ...CURRENCY_CODES.filter((c) => c !== hotel && !SUGGESTED_CURRENCIES.includes(c))];
  const choose = (code: CurrencyCode) => {
    currency.select(code === hotel ? null : code);
    setOpen(false);
    toggle.current?.focus();
  };
  const label = (code: CurrencyCode) => `${code} ${currencyInfo(code).symbol !== code ? currencyInfo(code).symbol : ''}`.trim();

  return (
    <div className="booking-currency">
      <button ref={toggle} type="button" className="booking-currency__toggle" aria-expanded={open} aria-controls={`${id}-panel`} onClick={() => setOpen(!open)}>
        <span className="noren-visually-hidden">{t('currency.label')}: </span>
        {label(currency.shown)}
      </button>
      {open && (
        <div ref={panel} id={`${id}-panel`} className="booking-currency__panel">
          <fieldset>
            <legend>{t('currency.choose')}</legend>
            <p className="booking-currency__note">{t('currency.note', { currency: hotel })}</p>
            <div className="booking-currency__list">
              {ordered.map((code) => (
                <label key={code} className="booking-currency__option">
                  <input type="radio" name={`${id}-currency`} value={code} checked={currency.shown === code} onChange={() => choose(code)} />
                  {label(code)}
                  {code === hotel && <span className="booking-currency__hotel"> ({t('currency.hotelCurrency')})</span>}
                </label>
              ))}
            </div>
          </fieldset>
        </div>
      )}
    </div>
  );
});
