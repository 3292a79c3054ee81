// A signed-in member's saved cards (part 1 §3; only a token, brand, last four digits and expiry
// are kept; §6 a member manages cards). Shown only when the API returned some; otherwise the step
// shows nothing of it. Each card can be removed here; a guest never sees any of this.
import { Button, ErrorBanner, observer, useStores, useTranslation } from '@noren/core/ui';
import { paymentOf } from '@noren/core/stores';
import { brandName } from './brands.ts';

export const SavedCards = observer(function SavedCards() {
  const payment = paymentOf(useStores());
  const { t } = useTranslation('booking');
  if (payment.savedCards.length === 0) return payment.removeCardError ? <ErrorBanner error={payment.removeCardError} /> : null;
  return (
    <fieldset className="booking-section booking-saved-cards">
      <legend className="booking-section-title">{t('paymentStep.saved.legend')}</legend>
      {payment.savedCards.map((card) => {
        const label = t('paymentStep.saved.card', { brand: brandName(card.brand), last4: card.last4, month: String(card.exp_month).padStart(2, '0'), year: card.exp_year });
        return (
          <div key={card.id} className="booking-saved-card">
            <label className="booking-method__label">
              <input type="radio" name="saved-card" checked={payment.savedCardId === card.id} onChange={() => payment.chooseSavedCard(card.id)} />
              <span>{label}</span>
            </label>
            <Button variant="link" busy={payment.removingCardId === card.id} aria-label={t('paymentStep.saved.removeNamed', { card: label })} onClick={() => void payment.removeSavedCard(card.id)}>
              {t('paymentStep.saved.remove')}
            </Button>
          </div>
        );
      })}
      <label className="booking-method__label">
        <input type="radio" name="saved-card" checked={payment.savedCardId === null} onChange={() => payment.chooseSavedCard(null)} />
        <span>{t('paymentStep.saved.newCard')}</span>
      </label>
      <ErrorBanner error={payment.removeCardError} />
    </fieldset>
  );
});

/** Under the card form, for a member only: keep this new card for next time (payment.save_card). */
export const SaveCardChoice = observer(function SaveCardChoice() {
  const { session } = useStores();
  const payment = paymentOf(useStores());
  const { t } = useTranslation('booking');
  if (!session.signedIn || session.corporate) return null;
  return (
    <label className="booking-method__label booking-save-card">
      <input type="checkbox" checked={payment.saveCard} onChange={(e) => payment.setSaveCard(e.target.checked)} />
      <span>{t('paymentStep.saved.saveCard')}</span>
    </label>
  );
});
