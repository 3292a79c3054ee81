// Choosing a payment method (part 1 §3 payment types, §4): each method the hotel offers for these
// plans, what it takes now and what is left, a deposit's share, a bank transfer's due date.
import { observer, useStores, useTranslation } from '@noren/core/ui';
import type { PaymentType } from '@noren/core/domain';
import { paymentOf } from '@noren/core/stores';
import { useFormat } from '../format/useFormat.ts';

export const MethodChoice = observer(function MethodChoice() {
  const payment = paymentOf(useStores());
  const { t } = useTranslation('booking');
  const choices = payment.choices;
  return (
    <fieldset className="booking-section booking-methods">
      <legend className="booking-section-title">{t('paymentStep.methodLegend')}</legend>
      <ul className="booking-methods__list">
        {choices.map((type) => (
          <li key={type} className={`booking-method${payment.type === type ? ' booking-method--chosen' : ''}`}>
            <label className="booking-method__label">
              <input type="radio" name="payment-type" value={type} checked={payment.type === type} onChange={() => payment.choose(type)} aria-describedby={`method-${type}`} />
              <span className="booking-method__name">{t(`paymentStep.types.${type}`)}</span>
            </label>
            <p id={`method-${type}`} className="booking-method__description">
              {t(`paymentStep.describe.${type}`)}
            </p>
            {payment.type === type && <MethodAmounts type={type} />}
          </li>
        ))}
      </ul>
    </fieldset>
  );
});

const MethodAmounts = observer(function MethodAmounts({ type }: { type: PaymentType }) {
  const payment = paymentOf(useStores());
  const { t } = useTranslation('booking');
  const format = useFormat();
  const due = payment.due;
  const now = payment.amountNow;
  if (!due || !now) return null;
  const hotel = (amount: number) => format.money(amount, payment.hotelCurrency);
  if (type === 'bank_transfer') {
    const date = payment.transferDueDate;
    return (
      <div className="booking-method__details" role="status">
        {date && <p>{t('paymentStep.transferDue', { amount: hotel(due.remaining), date: format.date(date, 'long') })}</p>}
        <p>{t('paymentStep.transferInstructions')}</p>
      </div>
    );
  }
  return (
    <div className="booking-method__details" role="status">
      {due.chargeNow > 0 ? (
        <p>{t(type === 'credit_card_deposit' ? 'paymentStep.deposit' : 'paymentStep.chargedNow', { amount: format.money(now.amount, now.currency) })}</p>
      ) : (
        <p>{t('paymentStep.nothingNow')}</p>
      )}
      {due.remaining > 0 && due.remainder === 'hotel' && <p>{t('paymentStep.remaining', { amount: hotel(due.remaining) })}</p>}
    </div>
  );
});
