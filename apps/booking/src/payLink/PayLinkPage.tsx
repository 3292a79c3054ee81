// /payments/{paymentNumber} and /payments/{paymentNumber}/display (issue #16; spec part 1 §2): the
// guest pays what the hotel asked for, in the link's language, without a hotel code. The card
// form is the booking's (CardForm); 3-D Secure leaves for the provider's page and comes back here
// with ?three_ds=1&payment_id=…. After 1 hour on the page it asks for a reload (part 1 §4). The
// display view is for a screen (no chat assistant, larger text). Outside the normal shell. Once
// the link took money, the receipt PDF (PayLinkReceipt).
// First screen on a phone (README "Performance budget"; `npm run bench -- lighthouse`, page pay):
// the link is asked for as soon as the page's chunk runs, while its texts are still loading (all
// three namespaces at once), and a skeleton of the page's size holds its place until both are in.
import { Suspense, useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useLocation, useParams } from 'react-router';
import { PAY_PAGE_TEXTS, formatMoney, type Language } from '@noren/core/domain';
import { Button, ErrorBanner, Spinner, observer, useDocumentTitle, useStores, useTranslation } from '@noren/core/ui';
import type { CardFormInput } from '@noren/core/stores';
import { CardForm } from '../payment/CardForm.tsx';
import { emptyCard, fieldErrors, type CardField } from '../payment/cardForm.ts';
import type { PayLinkStore } from '../stores/PayLinkStore.ts';
import { useBookingRoot } from '../stores/useBookingRoot.ts';
import { payLinkOf } from '../stores/payLinkOf.ts';
import { PayLinkReceipt } from './PayLinkReceipt.tsx';
import './payLink.css';

/** Reads the link at once, not behind the texts' download; the page itself waits for its texts. */
export const PayLinkPage = observer(function PayLinkPage({ display = false }: { display?: boolean }) {
  const store = payLinkOf(useBookingRoot());
  const { paymentNumber = '' } = useParams();
  const { search } = useLocation();
  const q = new URLSearchParams(search);
  const paymentId = q.get('three_ds') ? q.get('payment_id') : null;
  const threeDs = paymentId ? { paymentId } : null;
  // The first visit starts while rendering (nothing observes the store yet): React holds the first
  // commit back while the page's texts load, and a read started from the effect waits for both.
  // Later changes of the address are the effect's.
  if (!store.started) store.open(paymentNumber, threeDs);

  useEffect(() => {
    store.open(paymentNumber, paymentId ? { paymentId } : null);
    return () => store.dispose();
  }, [store, paymentNumber, paymentId]);

  return (
    <Suspense fallback={<PayLinkSkeleton display={display} />}>
      <PayLinkView store={store} display={display} search={search} />
    </Suspense>
  );
});

/** The page's place while its texts load: no text, the title's and the facts' height, hidden from screen readers. */
function PayLinkSkeleton({ display }: { display: boolean }) {
  return (
    <section className={`booking-pay-link${display ? ' booking-pay-link--display' : ''}`} aria-busy="true">
      <div className="booking-pay-link__skeleton" aria-hidden="true">
        <div className="booking-skeleton__line booking-skeleton__line--title" />
        <div className="booking-skeleton__line booking-skeleton__line--short" />
        <div className="booking-skeleton__block" />
      </div>
    </section>
  );
}

const PayLinkView = observer(function PayLinkView({ store, display, search }: { store: PayLinkStore; display: boolean; search: string }) {
  const { locale } = useStores();
  // Every text the page shows, loaded together: the card form's (bookingPages, as on the booking's
  // payment step) and the errors' are there before the form shows, and the receipt's
  // (PayLinkReceipt asks for them whatever the link: loaded later, they would hold the whole page
  // behind its skeleton for one more download).
  const { t } = useTranslation(PAY_PAGE_TEXTS, { useSuspense: true });
  const { t: te } = useTranslation('errors');
  const [card, setCard] = useState<CardFormInput>(emptyCard);
  const alertRef = useRef<HTMLParagraphElement>(null);
  useDocumentTitle(payPageTitle(t));

  // The page speaks the guest's language (the link's) unless the address asks for another.
  const link = store.link;
  useEffect(() => {
    if (link && !new URLSearchParams(search).get('locale')) locale.setLanguage(link.language);
  }, [link, locale, search]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const ok = await store.pay(card);
    if (!ok && store.problems.length > 0) alertRef.current?.focus();
  };

  const errors: Partial<Record<CardField, string>> = {};
  for (const [field, key] of Object.entries(fieldErrors(store.problems))) errors[field as CardField] = te(key);
  const money = (amount: number, currency: string) => formatMoney({ amount, currency: currency as never }, (link?.language ?? 'en') as Language);

  return (
    <section className={`booking-pay-link${display ? ' booking-pay-link--display' : ''}`} aria-labelledby="pay-link-title">
      <h1 id="pay-link-title" className="noren-page-title">{t('title')}</h1>
      {store.loading && !link && <Spinner />}
      {store.notFound && <p role="alert" className="booking-pay-link__status">{t('status.not_found')}</p>}
      {!store.notFound && !link && store.error && <ErrorBanner error={store.error} />}
      {link && (
        <>
          <p className="booking-pay-link__hotel">{link.hotel_name}</p>
          <dl className="booking-pay-link__facts">
            <dt>{t('subject')}</dt>
            <dd>{link.subject}</dd>
            <dt>{t('amount')}</dt>
            <dd className="booking-pay-link__amount">{money(link.amount, link.currency)}</dd>
            {link.reservation_number && (
              <>
                <dt>{t('reservation')}</dt>
                <dd>{link.reservation_number}</dd>
              </>
            )}
            <dt>{t('due')}</dt>
            <dd><DueAt iso={link.due_at} language={link.language} /></dd>
          </dl>
          {link.page_status !== 'open' && link.page_status !== 'failed' ? (
            <p role="status" className={`booking-pay-link__status booking-pay-link__status--${link.page_status}`} data-testid="pay-link-status">
              {t(`status.${link.page_status}`)}
            </p>
          ) : store.reloadNeeded ? (
            <div role="alert" className="booking-pay-link__status">
              <p>{t('reload.text')}</p>
              <Button onClick={() => window.location.reload()}>{t('reload.action')}</Button>
            </div>
          ) : (
            <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby="pay-link-title">
              {link.page_status === 'failed' && <p role="alert" className="booking-pay-link__status">{t('status.failed')}</p>}
              {store.problems.length > 0 && (
                <p className="booking-form-alert" role="alert" tabIndex={-1} ref={alertRef}>{t('fixErrors')}</p>
              )}
              <CardForm value={card} onChange={setCard} errors={errors} korean={false}
                allowedBrands={link.payment_gateway.accepted_card_brands as never} thisYear={new Date().getFullYear()} />
              <ErrorBanner error={store.error} />
              <Button type="submit" busy={store.paying}>{t('pay', { amount: money(link.amount, link.currency) })}</Button>
            </form>
          )}
          <PayLinkReceipt store={store} />
        </>
      )}
    </section>
  );
});

const noSubscription = () => () => {};

/**
 * The due time on the guest's own clock, whose zone only the browser knows. The server's render of
 * the page (server/payPage.tsx) keeps the line's place, blank; the app's first commit writes it.
 */
function DueAt({ iso, language }: { iso: string; language: Language }) {
  const inBrowser = useSyncExternalStore(noSubscription, () => true, () => false);
  return <time dateTime={iso}>{inBrowser ? new Date(iso).toLocaleString(language.replace('_', '-')) : '\u00a0'}</time>;
}

/** The page's document title; the server's render of the page writes it into the HTML too (server/payPage.tsx). */
export function payPageTitle(t: (key: string, options: { ns: 'payLink' }) => string): string {
  return t('title', { ns: 'payLink' });
}

/** /payments/{n}/display: the same page, for a screen. */
export function PayLinkDisplayPage() {
  return <PayLinkPage display />;
}
