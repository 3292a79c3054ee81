// /unsubscribe-email/confirmation?token= and /unsubscribe-email/success (part 1 §2; part 2 §7.8):
// the signed link from a marketing e-mail shows whose subscription it is (the address masked) and
// asks to confirm; the success page says it is done. Outside the normal shell (route flags).
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button, ErrorBanner, Spinner, observer, useDocumentTitle, useTranslation } from '@noren/core/ui';
import { useBookingRoot } from '../stores/useBookingRoot.ts';
import { unsubscribeOf } from '../stores/unsubscribeOf.ts';
import { PATHS, withQuery } from '../routes/paths.ts';
import { Notice } from './Notice.tsx';
import './manage.css';

/** The language travels on to the success page; the token does not. */
function keptQuery(search: string): URLSearchParams {
  const out = new URLSearchParams();
  const locale = new URLSearchParams(search).get('locale');
  if (locale) out.set('locale', locale);
  return out;
}

export const UnsubscribeConfirmationPage = observer(function UnsubscribeConfirmationPage() {
  const unsubscribe = unsubscribeOf(useBookingRoot());
  const { t } = useTranslation('booking');
  const navigate = useNavigate();
  const { search } = useLocation();
  const token = new URLSearchParams(search).get('token') ?? '';
  useDocumentTitle(t('manage.unsubscribe.title'));

  useEffect(() => {
    if (token) void unsubscribe.load(token);
  }, [unsubscribe, token]);

  const status = unsubscribe.status;
  const invalidLink = !token || (unsubscribe.error !== null && !status);
  return (
    <section className="booking-manage booking-manage--narrow" aria-labelledby="unsubscribe-title">
      <h1 id="unsubscribe-title" className="noren-page-title">
        {t('manage.unsubscribe.title')}
      </h1>
      {token && unsubscribe.loading && <Spinner />}
      {invalidLink && (
        <div className="noren-error-banner" role="alert">
          <p className="noren-error-banner__text">{t('manage.unsubscribe.invalidLink')}</p>
        </div>
      )}
      {status && !status.subscribed && (
        <Notice>
          <p>{t('manage.unsubscribe.already', { email: status.email })}</p>
        </Notice>
      )}
      {status && status.subscribed && (
        <>
          <p>{t('manage.unsubscribe.question', { email: status.email })}</p>
          {unsubscribe.error && <ErrorBanner error={unsubscribe.error} />}
          <Button
            busy={unsubscribe.submitting}
            onClick={async () => {
              if (await unsubscribe.unsubscribe()) navigate(withQuery(PATHS.unsubscribeSuccess, keptQuery(search)), { replace: true });
            }}
          >
            {t('manage.unsubscribe.confirm')}
          </Button>
        </>
      )}
    </section>
  );
});

export const UnsubscribeSuccessPage = observer(function UnsubscribeSuccessPage() {
  const { t } = useTranslation('booking');
  useDocumentTitle(t('manage.unsubscribe.doneTitle'));
  return (
    <section className="booking-manage booking-manage--narrow" aria-labelledby="unsubscribe-done-title">
      <h1 id="unsubscribe-done-title" className="noren-page-title">
        {t('manage.unsubscribe.doneTitle')}
      </h1>
      <p role="status">{t('manage.unsubscribe.done')}</p>
    </section>
  );
});
