// A hotel's reservations: search (number, guest name or e-mail), check-in range and status, then
// a table, newest check-in first, 20 a page. Filters apply on submit, so typing does not send a
// call per letter and the result is announced once.
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button, observer, SelectField, Spinner, TextField, useDocumentTitle, useStores, useTranslation } from '@noren/core/ui';
import type { StaffReservationFilters } from '../stores/StaffReservationsStore.ts';
import { ErrorNote } from '../console/Feedback.tsx';
import { useConsoleFormat } from '../console/format.ts';
import { useConsoleTo, usePageHeading, useStaffReservations } from '../console/hooks.ts';
import { Pager } from '../console/Pager.tsx';
import { PATHS } from '../console/paths.ts';
import { ConsoleTable } from '../console/ConsoleTable.tsx';

export const ReservationsPage = observer(function ReservationsPage() {
  const { settings } = useStores();
  const store = useStaffReservations();
  const { t } = useTranslation('admin');
  const format = useConsoleFormat();
  const to = useConsoleTo();
  const heading = usePageHeading<HTMLHeadingElement>();
  const [draft, setDraft] = useState<StaffReservationFilters>(store.filters);
  useDocumentTitle(t('reservations.title'), settings.hotelName);
  const { filters, page } = store;
  useEffect(() => {
    void store.load();
  }, [store, filters, page]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    store.setFilters(draft);
  };
  const list = store.list;
  const statuses = ['done', 'cancelled', 'payment_pending'] as const;

  return (
    <section aria-labelledby="admin-reservations-title">
      <h1 id="admin-reservations-title" className="noren-page-title" tabIndex={-1} ref={heading}>
        {t('reservations.title')}
      </h1>
      <form className="admin-filters" role="search" aria-label={t('reservations.filters')} onSubmit={submit}>
        <TextField label={t('reservations.search')} description={t('reservations.searchHint')} type="search" value={draft.q} onChange={(q) => setDraft({ ...draft, q })} />
        <TextField label={t('reservations.checkinFrom')} type="date" value={draft.checkinFrom} onChange={(checkinFrom) => setDraft({ ...draft, checkinFrom })} />
        <TextField label={t('reservations.checkinTo')} type="date" value={draft.checkinTo} onChange={(checkinTo) => setDraft({ ...draft, checkinTo })} />
        <SelectField
          label={t('reservations.status')}
          value={draft.status}
          options={[{ value: '', label: t('reservations.anyStatus') }, ...statuses.map((s) => ({ value: s, label: t(`status.${s}`) }))]}
          onChange={(status) => setDraft({ ...draft, status: status as StaffReservationFilters['status'] })}
        />
        <Button type="submit">{t('reservations.apply')}</Button>
      </form>
      <ErrorNote error={store.error} />
      {store.loading && !list && <Spinner />}
      {list && (
        <>
          <p aria-live="polite" className="admin-count">
            {t('reservations.count', { count: list.total_entries })}
          </p>
          {list.data.length > 0 && (
            <ConsoleTable caption={t('reservations.caption', { hotel: settings.hotelName })} columns={[t('reservations.number'), t('reservations.guest'), t('reservations.stay'), t('reservations.rooms'), t('reservations.total'), t('reservations.status')]}>
              {list.data.map((r) => (
                <tr key={r.reservation_number}>
                  <th scope="row">
                    <Link to={to(PATHS.reservation(r.reservation_number))}>{r.reservation_number}</Link>
                  </th>
                  <td>
                    {r.guest_name}
                    <br />
                    <span className="admin-muted">{r.email}</span>
                  </td>
                  <td>{t('reservations.stayDates', { from: format.date(r.checkin_date), to: format.date(r.checkout_date) })}</td>
                  <td>{r.rooms}</td>
                  <td>{format.money(r.total_price, r.currency)}</td>
                  <td>{t(`status.${r.status}`)}</td>
                </tr>
              ))}
            </ConsoleTable>
          )}
          <Pager label={t('reservations.pages')} page={list.page} totalPages={list.total_pages} onPage={(p) => store.setPage(p)} />
        </>
      )}
    </section>
  );
});
