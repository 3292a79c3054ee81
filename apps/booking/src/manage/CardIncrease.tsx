// Paying an update's increase on a card-paid reservation (the quote's card_token_required): the
// payment step's card form; the card goes to the provider's tokeniser only and the token pays the
// difference when the change is confirmed.
import { useState } from 'react';
import { observer, useStores, useTranslation } from '@noren/core/ui';
import { CANONICAL_CARD_BRANDS, type PaymentProblem } from '@noren/core/domain';
import { manageOf, type CardFormInput } from '@noren/core/stores';
import { CardForm } from '../payment/CardForm.tsx';
import { emptyCard, fieldErrors, type CardField } from '../payment/cardForm.ts';
import { Notice } from './Notice.tsx';
import { QuoteActions } from './QuoteActions.tsx';

export const CardIncrease = observer(function CardIncrease() {
  const stores = useStores();
  const { settings } = stores;
  const manage = manageOf(stores);
  const { t } = useTranslation('booking');
  const { t: te } = useTranslation('errors');
  const [card, setCard] = useState<CardFormInput>(emptyCard);
  const [problems, setProblems] = useState<PaymentProblem[]>([]);
  if (!settings.settings?.payment_gateway_setting) {
    return (
      <Notice tone="warning">
        <p>{t('manage.update.cardNeeded')}</p>
      </Notice>
    );
  }
  const shown: Partial<Record<CardField, string>> = {};
  for (const [field, key] of Object.entries(fieldErrors(problems))) shown[field as CardField] = te(key);
  const thisYear = Number((manage.quotedDraft?.checkin_date ?? new Date().toISOString()).slice(0, 4));
  const pay = async () => {
    const outcome = await manage.applyUpdateWithCard(card);
    setProblems(outcome.kind === 'invalid' ? outcome.problems : []);
  };
  return (
    <div className="booking-manage-form">
      <CardForm value={card} onChange={setCard} errors={shown} korean={false} allowedBrands={CANONICAL_CARD_BRANDS} thisYear={thisYear} />
      <QuoteActions confirmLabel={t('manage.update.payAndConfirm')} onConfirm={() => void pay()} />
    </div>
  );
});
