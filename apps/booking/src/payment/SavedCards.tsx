// A signed-in member's saved cards (part 1 §3; only a token, brand, last four digits and expiry
// are kept). Shown only when the API returned some; otherwise the step shows nothing of it.
import { observer, useStores, useTranslation } from '@noren/core/ui';
import { paymentStoreOf } from '@noren/core/stores';
import { brandName } from './brands.ts';

export const SavedCards = observer(function SavedCards() {
  const payment = paymentStoreOf(useStores());
  const { t } = useTranslation('booking');
  if (payment.savedCards.length === 0) return null;
  return (
    <fieldset className="booking-section booking-saved-cards">
      <legend className="booking-section-title">{t('paymentStep.saved.legend')}</legend>
      {payment.savedCards.map((card) => (
        <label key={card.id} className="booking-method__label">
          <input type="radio" name="saved-card" checked={payment.savedCardId === card.id} onChange={() => payment.chooseSavedCard(card.id)} />
          <span>{t('paymentStep.saved.card', { brand: brandName(card.brand), last4: card.last4, month: String(card.exp_month).padStart(2, '0'), year: card.exp_year })}</span>
        </label>
      ))}
      <label className="booking-method__label">
        <input type="radio" name="saved-card" checked={payment.savedCardId === null} onChange={() => payment.chooseSavedCard(null)} />
        <span>{t('paymentStep.saved.newCard')}</span>
      </label>
    </fieldset>
  );
});
