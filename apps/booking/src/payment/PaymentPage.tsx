// The payment step (part 1 §2 /reservation/payment, card flow step 1): the method, saved cards or
// the card form, the price, then the booking. The card goes to the payment provider's tokeniser
// straight from the browser; the booking carries only the token. Loaded lazily.
//
// The booking itself (guest, rooms, extras, answers) was built on guest detail and lives in memory
// only: a reload here loses it, and the page says to go back (part 2 §8.5 "Session error").
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  Button, ErrorBanner, StepIndicator, observer, useDocumentTitle, useErrorText, useStores, useTranslation,
} from '@noren/core/ui';
import { asksForCard, detectBrand, todayInTimeZone, type PaymentProblem } from '@noren/core/domain';
import { paymentOf, type CardFormInput, type PendingChange } from '@noren/core/stores';
import { PriceSummary } from '../results/PriceSummary.tsx';
import { resultNames } from '../results/names.ts';
import { PATHS, confirmationPath } from '../routes/paths.ts';
import { CARD_STEPS } from '../guest/steps.ts';
import { PriceChangeNotice } from '../guest/PriceChangeNotice.tsx';
import { StepActions } from '../guest/StepActions.tsx';
import { CardForm } from './CardForm.tsx';
import { MethodChoice } from './MethodChoice.tsx';
import { SaveCardChoice, SavedCards } from './SavedCards.tsx';
import { ThreeDSecurePending } from './ThreeDSecurePending.tsx';
import { emptyCard, fieldErrors, type CardField } from './cardForm.ts';
import './payment.css';

export const PaymentPage = observer(function PaymentPage() {
  const stores = useStores();
  const { settings, session, results, analytics, locale, clock } = stores;
  const payment = paymentOf(stores);
  const { t } = useTranslation('booking');
  const { t: te } = useTranslation('errors');
  const location = useLocation();
  const navigate = useNavigate();
  useDocumentTitle(t('paymentStep.title'), settings.hotelName);
  const draft = payment.draft;
  const [card, setCard] = useState<CardFormInput>(emptyCard);
  const [problems, setProblems] = useState<PaymentProblem[]>([]);
  const names = useMemo(() => resultNames(results.response), [results.response]);
  const storeError = useErrorText(payment.error);

  const signedIn = session.signedIn;
  useEffect(() => {
    if (!draft) return;
    void analytics?.pageView('payment_detail');
    // Saved cards belong to members; a guest has none to ask for.
    if (!signedIn) return;
    const controller = new AbortController();
    void payment.loadSavedCards(controller.signal);
    return () => controller.abort();
  }, [draft, signedIn, payment, analytics]);

  // The temporary currency of part 1 §4 lasts as long as this step.
  useEffect(() => () => payment.leave(), [payment]);

  const usesCard = payment.type !== null && asksForCard(payment.type);
  const newCard = usesCard && payment.savedCardId === null;
  useEffect(() => {
    if (newCard) payment.setBrand(detectBrand(card.number));
  }, [newCard, card.number, payment]);

  const errorRef = useRef<HTMLParagraphElement>(null);
  const guestDetail = `${PATHS.guestDetail}${location.search}`;
  const steps = CARD_STEPS.map((step) => t(`steps.${step}`));

  if (payment.challengeUrl) {
    return <ThreeDSecurePending state="leaving" expiresAt={null} language={locale.language} />;
  }

  if (!draft) {
    return (
      <section aria-labelledby="payment-title" className="booking-payment">
        <StepIndicator steps={steps} current={1} />
        <h1 id="payment-title" className="noren-page-title">
          {t('paymentStep.title')}
        </h1>
        <p role="alert">{te('messages.sessionErrorReturnToGuestDetails')}</p>
        <Button onClick={() => void navigate(guestDetail)}>{t('paymentStep.backToGuest')}</Button>
      </section>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = await payment.pay(newCard ? card : null);
    if (outcome.kind === 'invalid') {
      setProblems(outcome.problems);
      requestAnimationFrame(() => errorRef.current?.focus());
      return;
    }
    setProblems([]);
    if (outcome.kind === 'booked') {
      void navigate(confirmationPath(outcome.number, draft.search, { bypassToken: outcome.bypassToken, email: outcome.email }));
    }
    // A refusal stays on this step with its message: the guest may try another card.
  };

  const errors = fieldErrors(problems);
  const shown: Partial<Record<CardField, string>> = {};
  for (const [field, key] of Object.entries(errors)) shown[field as CardField] = te(key);
  if (payment.errorField && storeError) shown[payment.errorField as CardField] ??= storeError;
  const selectionProblems = payment.selectionProblems;
  const thisYear = Number(todayInTimeZone(clock.now(), settings.settings?.time_zone ?? 'Asia/Tokyo').slice(0, 4));
  const submitLabel = payment.pendingChange ? t('paymentStep.confirmAndPay') : usesCard ? t('paymentStep.pay') : t('paymentStep.book');

  return (
    <div className="booking-guest booking-payment">
      <StepIndicator steps={steps} current={1} />
      <h1 id="payment-title" className="noren-page-title">
        {t('paymentStep.title')}
      </h1>
      <form onSubmit={(e) => void submit(e)} noValidate className="booking-guest__layout" aria-labelledby="payment-title">
        <div className="booking-guest__main">
          {problems.length > 0 && (
            <p className="booking-form-alert" role="alert" tabIndex={-1} ref={errorRef}>
              {problems.some((p) => ['rooms', 'plans', 'payment_type'].includes(p.field)) ? te(problems[0].messageKey) : t('guest.fixErrors')}
            </p>
          )}
          {payment.choices.length === 0 ? (
            <p className="booking-form-alert" role="alert">
              {t('paymentStep.noMethod')}
            </p>
          ) : (
            <MethodChoice />
          )}
          {selectionProblems.length > 0 && problems.length === 0 && (
            <p className="booking-form-alert" role="status">
              {te(selectionProblems[0].messageKey)}
            </p>
          )}
          {usesCard && <SavedCards />}
          {newCard && (
            <>
              <CardForm value={card} onChange={setCard} errors={shown} korean={payment.type === 'korean_domestic_card'} allowedBrands={payment.allowedBrands} thisYear={thisYear} />
              <SaveCardChoice />
            </>
          )}
        </div>
        <aside className="booking-guest__aside">
          <PriceSummary names={names} extraName={(id) => draft.extraNames?.[id] ?? t('summary.extra')}>
            {payment.pendingChange && <ChangeNotice pending={payment.pendingChange} />}
            <ErrorBanner error={payment.error} onDismiss={() => payment.clearError()} />
            <StepActions
              submitLabel={submitLabel}
              busy={payment.busy}
              disabled={payment.choices.length === 0 || selectionProblems.length > 0}
              backLabel={t('paymentStep.backToGuest')}
              onBack={() => void navigate(guestDetail)}
            />
          </PriceSummary>
        </aside>
      </form>
    </div>
  );
});

/** Part 2 §8.5: the price or the exchange rate moved; nothing was charged, the guest confirms first. */
function ChangeNotice({ pending }: { pending: PendingChange }) {
  const payment = paymentOf(useStores());
  const { kind, change } = pending;
  return <PriceChangeNotice change={change} hotelCurrency={payment.hotelCurrency} messageKey={kind === 'rate' ? 'messages.exchangeRateUpdated' : change.message_key} wasKey="paymentStep.changeWas" />;
}
