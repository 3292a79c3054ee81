// One mail of the outbox: its envelope, delivery state and the text body as the guest gets it.
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { observer, Spinner, useDocumentTitle, useStores, useTranslation } from '@noren/core/ui';
import { ErrorNote } from '../console/Feedback.tsx';
import { useConsoleFormat } from '../console/format.ts';
import { useConsoleTo, usePageHeading, useStaffOutbox } from '../console/hooks.ts';
import { PATHS } from '../console/paths.ts';

export const OutboxMailPage = observer(function OutboxMailPage() {
  const { settings } = useStores();
  const store = useStaffOutbox();
  const params = useParams();
  const mailId = Number(params.mailId);
  const { t } = useTranslation('admin');
  const format = useConsoleFormat();
  const to = useConsoleTo();
  const heading = usePageHeading<HTMLHeadingElement>();
  const mail = store.mail?.id === mailId ? store.mail : null;
  useDocumentTitle(mail?.subject ?? t('outbox.mail'), settings.hotelName);
  useEffect(() => {
    if (Number.isSafeInteger(mailId) && mailId > 0) void store.open(mailId);
  }, [store, mailId]);

  return (
    <section aria-labelledby="admin-mail-title">
      <p>
        <Link to={to(PATHS.outbox)}>{t('outbox.back')}</Link>
      </p>
      <h1 id="admin-mail-title" className="noren-page-title" tabIndex={-1} ref={heading}>
        {mail?.subject ?? t('outbox.mail')}
      </h1>
      <ErrorNote error={store.mailError} />
      {!mail && store.mailLoading && <Spinner />}
      {mail && (
        <>
          <dl className="admin-facts">
            <dt>{t('outbox.to')}</dt>
            <dd>{mail.to}</dd>
            <dt>{t('outbox.reservation')}</dt>
            <dd>{mail.reservation_number ? <Link to={to(PATHS.reservation(mail.reservation_number))}>{mail.reservation_number}</Link> : '—'}</dd>
            <dt>{t('outbox.status')}</dt>
            <dd>{t(`mailStatus.${mail.status}`)}</dd>
            <dt>{t('outbox.created')}</dt>
            <dd>{format.instant(mail.created_at)}</dd>
            {mail.sent_at && (
              <>
                <dt>{t('outbox.sent')}</dt>
                <dd>{format.instant(mail.sent_at)}</dd>
              </>
            )}
            {mail.last_error && (
              <>
                <dt>{t('outbox.lastError')}</dt>
                <dd>{mail.last_error}</dd>
              </>
            )}
          </dl>
          <h2>{t('outbox.body')}</h2>
          <pre className="admin-mail-body" tabIndex={0} aria-label={t('outbox.body')}>
            {mail.text_body}
          </pre>
        </>
      )}
    </section>
  );
});
