// The hotel's mail outbox (issue #7): every mail sent about its reservations, newest first, with
// its delivery status. "Kept" (logged) mails were never sent because no SMTP server is
// configured; staff open them to read what the guest should have received.
import { useEffect } from 'react';
import { Link } from 'react-router';
import type { StaffOutboxRow } from '@noren/core/api';
import { observer, SelectField, Spinner, useDocumentTitle, useStores, useTranslation } from '@noren/core/ui';
import { ErrorNote } from '../console/Feedback.tsx';
import { useConsoleFormat } from '../console/format.ts';
import { useConsoleTo, usePageHeading, useStaffOutbox } from '../console/hooks.ts';
import { Pager } from '../console/Pager.tsx';
import { PATHS } from '../console/paths.ts';
import { ConsoleTable } from '../console/ConsoleTable.tsx';

export const MAIL_STATUSES = ['pending', 'sent', 'failed', 'logged'] as const satisfies ReadonlyArray<StaffOutboxRow['status']>;

export const OutboxPage = observer(function OutboxPage() {
  const { settings } = useStores();
  const store = useStaffOutbox();
  const { t } = useTranslation('admin');
  const format = useConsoleFormat();
  const to = useConsoleTo();
  const heading = usePageHeading<HTMLHeadingElement>();
  useDocumentTitle(t('outbox.title'), settings.hotelName);
  const { status, page } = store;
  useEffect(() => {
    void store.load();
  }, [store, status, page]);
  const list = store.list;

  return (
    <section aria-labelledby="admin-outbox-title">
      <h1 id="admin-outbox-title" className="noren-page-title" tabIndex={-1} ref={heading}>
        {t('outbox.title')}
      </h1>
      <div className="admin-filters">
        <SelectField
          label={t('outbox.status')}
          value={store.status}
          options={[{ value: '', label: t('outbox.anyStatus') }, ...MAIL_STATUSES.map((s) => ({ value: s, label: t(`mailStatus.${s}`) }))]}
          onChange={(s) => store.setStatus(s as StaffOutboxRow['status'] | '')}
        />
      </div>
      <ErrorNote error={store.error} />
      {store.loading && !list && <Spinner />}
      {list && (
        <>
          <p aria-live="polite" className="admin-count">
            {t('outbox.count', { count: list.total_entries })}
          </p>
          {list.data.length > 0 && (
            <ConsoleTable caption={t('outbox.caption', { hotel: settings.hotelName })} columns={[t('outbox.subject'), t('outbox.to'), t('outbox.reservation'), t('outbox.created'), t('outbox.status')]}>
              {list.data.map((m) => (
                <tr key={m.id}>
                  <th scope="row">
                    <Link to={to(PATHS.mail(m.id))}>{m.subject}</Link>
                  </th>
                  <td>{m.to}</td>
                  <td>{m.reservation_number}</td>
                  <td>{format.instant(m.created_at)}</td>
                  <td>{t(`mailStatus.${m.status}`)}</td>
                </tr>
              ))}
            </ConsoleTable>
          )}
          <Pager label={t('outbox.pages')} page={list.page} totalPages={list.total_pages} onPage={(p) => store.setPage(p)} />
        </>
      )}
    </section>
  );
});
