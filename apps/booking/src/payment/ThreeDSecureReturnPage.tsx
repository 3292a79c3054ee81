// /reservation/3ds-return?code=&number=&payment_id=&result= : where the 3-D Secure page sends the
// guest back. The result in the address is never trusted: the API asks the gateway (payment_result),
// then the guest goes to the confirmation, or to the fail page with the §8.4 code.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button, ErrorBanner, observer, useDocumentTitle, useStores, useTranslation } from '@noren/core/ui';
import { ErrorCode } from '@noren/core/domain';
import { paymentOf, type ChallengeOutcome, type ChallengeRecord } from '@noren/core/stores';
import { PATHS, confirmationPath, startupQuery, withQuery } from '../routes/paths.ts';
import { failPath } from '../routes/failPath.ts';
import { ThreeDSecurePending } from './ThreeDSecurePending.tsx';
import './payment.css';

/** The fail page for a booking the challenge ended, back to the same stay. */
function challengeFailPath(record: ChallengeRecord, failure: { code: number; reason: string } | null): string {
  const path = failPath(record.search, { errorCode: failure?.code ?? ErrorCode.threeDSecureFailed, reason: failure?.reason ?? null, criteria: null });
  const query = new URLSearchParams(path.slice(path.indexOf('?') + 1));
  query.set('checkin', record.checkin);
  query.set('checkout', record.checkout);
  query.set('adults', String(record.adults));
  return withQuery(PATHS.fail, query);
}

function searchAgainPath(search: string): string {
  const query = startupQuery(search);
  for (const name of ['number', 'payment_id', 'result', 'hotel']) query.delete(name);
  return withQuery(PATHS.result, query);
}

export const ThreeDSecureReturnPage = observer(function ThreeDSecureReturnPage() {
  const stores = useStores();
  const { settings, locale } = stores;
  const payment = paymentOf(stores);
  const { t } = useTranslation('booking');
  const { t: te } = useTranslation('errors');
  const location = useLocation();
  const navigate = useNavigate();
  useDocumentTitle(t('paymentStep.threeDs.title'), settings.hotelName);
  const number = new URLSearchParams(location.search).get('number') ?? '';
  const [outcome, setOutcome] = useState<ChallengeOutcome | null>(null);
  const asked = useRef(false);

  const settle = useCallback(async () => {
    setOutcome(null);
    const next = number ? await payment.settleChallenge(number) : ({ kind: 'lost' } as const);
    if (next.kind === 'booked' || next.kind === 'failed') {
      // Back in the language the guest booked in: the return address carries only the hotel.
      const language = new URLSearchParams(next.record.search).get('locale');
      if (language && language !== locale.language) locale.setLanguage(language);
    }
    if (next.kind === 'booked') {
      void navigate(confirmationPath(next.record.number, next.record.search, { bypassToken: next.record.bypassToken, email: next.record.email }), { replace: true });
      return;
    }
    if (next.kind === 'failed') {
      void navigate(challengeFailPath(next.record, next.failure), { replace: true });
      return;
    }
    setOutcome(next);
  }, [number, payment, locale, navigate]);

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    void settle();
  }, [settle]);

  if (outcome === null) return <ThreeDSecurePending state="checking" expiresAt={null} language={locale.language} />;

  if (outcome.kind === 'pending') {
    return (
      <ThreeDSecurePending state="waiting" expiresAt={outcome.record.expiresAt} language={locale.language}>
        <div className="booking-three-ds__actions">
          <a className="noren-button noren-button--primary" href={outcome.record.challengeUrl}>
            {t('paymentStep.threeDs.continue')}
          </a>
          <Button variant="secondary" onClick={() => void settle()}>
            {t('paymentStep.threeDs.checkAgain')}
          </Button>
        </div>
      </ThreeDSecurePending>
    );
  }

  return (
    <section className="booking-three-ds" aria-labelledby="three-ds-title">
      <h1 id="three-ds-title" className="noren-page-title">
        {t('paymentStep.threeDs.title')}
      </h1>
      {outcome.kind === 'error' ? (
        <>
          <ErrorBanner error={outcome.error} />
          <Button onClick={() => void settle()}>{t('paymentStep.threeDs.checkAgain')}</Button>
        </>
      ) : (
        <>
          <div className="noren-error-banner" role="alert">
            <p className="noren-error-banner__text">{te('messages.paymentRecordNotFound')}</p>
          </div>
          <Button onClick={() => void navigate(searchAgainPath(location.search))}>{t('paymentStep.threeDs.searchAgain')}</Button>
        </>
      )}
    </section>
  );
});
