// One reservation as the guest booked it: status, guest, stay, rooms, payment (with refunds) and prices, and the
// receipt the guest would download, printed for the front desk (from the check-in date; the API
// says why when it is too early or there is nothing to print).
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { observer, Spinner, useDocumentTitle, useStores, useTranslation } from '@noren/core/ui';
import { ErrorNote } from '../console/Feedback.tsx';
import { useConsoleFormat } from '../console/format.ts';
import { useConsoleTo, usePageHeading, useStaffReservations } from '../console/hooks.ts';
import { PATHS } from '../console/paths.ts';
import { PaymentDetail } from './PaymentDetail.tsx';
import { ReceiptForm } from './ReceiptForm.tsx';

export const ReservationDetailPage = observer(function ReservationDetailPage() {
  const { settings } = useStores();
  const store = useStaffReservations();
  const { number = '' } = useParams();
  const { t } = useTranslation('admin');
  const format = useConsoleFormat();
  const to = useConsoleTo();
  const heading = usePageHeading<HTMLHeadingElement>();
  useDocumentTitle(t('detail.title', { number }), settings.hotelName);
  useEffect(() => {
    void store.open(number);
  }, [store, number]);

  const r = store.detail?.reservation_number === number ? store.detail : null;
  const money = (amount: number) => format.money(amount, r?.currency ?? 'JPY');

  return (
    <section aria-labelledby="admin-detail-title" className="admin-detail">
      <p>
        <Link to={to(PATHS.reservations)}>{t('detail.back')}</Link>
      </p>
      <h1 id="admin-detail-title" className="noren-page-title" tabIndex={-1} ref={heading}>
        {t('detail.title', { number })}
      </h1>
      <ErrorNote error={store.detailError} />
      {!r && store.detailLoading && <Spinner />}
      {r && (
        <>
          <dl className="admin-facts">
            <dt>{t('reservations.status')}</dt>
            <dd>{t(`status.${r.status}`)}</dd>
            <dt>{t('detail.booked')}</dt>
            <dd>{format.instant(r.created_at)}</dd>
          </dl>

          <h2>{t('detail.guest')}</h2>
          <dl className="admin-facts">
            <dt>{t('detail.name')}</dt>
            <dd>
              {r.guest.first_name} {r.guest.last_name}
              {(r.guest.first_name_kana || r.guest.last_name_kana) && ` (${r.guest.last_name_kana ?? ''} ${r.guest.first_name_kana ?? ''})`}
            </dd>
            <dt>{t('detail.email')}</dt>
            <dd>{r.guest.email}</dd>
            <dt>{t('detail.phone')}</dt>
            <dd>{r.guest.phone}</dd>
            {r.notes && (
              <>
                <dt>{t('detail.notes')}</dt>
                <dd>{r.notes}</dd>
              </>
            )}
          </dl>

          <h2>{t('detail.stay')}</h2>
          <dl className="admin-facts">
            <dt>{t('detail.checkin')}</dt>
            <dd>{format.date(r.checkin_date)}</dd>
            <dt>{t('detail.checkout')}</dt>
            <dd>{format.date(r.checkout_date)}</dd>
            <dt>{t('detail.nights')}</dt>
            <dd>{r.nights}</dd>
            <dt>{t('detail.guests')}</dt>
            <dd>{t('detail.guestCount', { adults: r.adults, children: r.children })}</dd>
          </dl>

          <h2>{t('detail.rooms')}</h2>
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t('detail.room')}</th>
                <th scope="col">{t('detail.plan')}</th>
                <th scope="col">{t('detail.guests')}</th>
                <th scope="col">{t('detail.roomGuest')}</th>
                <th scope="col">{t('detail.roomRate')}</th>
              </tr>
            </thead>
            <tbody>
              {r.rooms.map((room) => (
                <tr key={room.index}>
                  <th scope="row">{room.room_type_name}</th>
                  <td>{room.plan_name}</td>
                  <td>{t('detail.guestCount', { adults: room.adults, children: room.children.length })}</td>
                  <td>
                    {room.guest.first_name} {room.guest.last_name}
                  </td>
                  <td>{money(room.room_rate)}</td>
                </tr>
              ))}
            </tbody>
          </table>

          <PaymentDetail reservation={r} />

          <h2>{t('detail.prices')}</h2>
          <dl className="admin-facts">
            <dt>{t('detail.roomRate')}</dt>
            <dd>{money(r.summary.room_rate)}</dd>
            {r.summary.extras > 0 && (
              <>
                <dt>{t('detail.extras')}</dt>
                <dd>{money(r.summary.extras)}</dd>
              </>
            )}
            {r.summary.discounts > 0 && (
              <>
                <dt>{t('detail.discounts')}</dt>
                <dd>-{money(r.summary.discounts)}</dd>
              </>
            )}
            <dt>{t('detail.tax')}</dt>
            <dd>{money(r.summary.tax)}</dd>
            {r.summary.accommodation_tax > 0 && (
              <>
                <dt>{t('detail.accommodationTax')}</dt>
                <dd>{money(r.summary.accommodation_tax)}</dd>
              </>
            )}
            {r.summary.point_discount > 0 && (
              <>
                <dt>{t('detail.points')}</dt>
                <dd>-{money(r.summary.point_discount)}</dd>
              </>
            )}
            <dt>{t('detail.total')}</dt>
            <dd className="admin-total">{money(r.summary.total)}</dd>
          </dl>

          <ReceiptForm number={r.reservation_number} guestName={`${r.guest.first_name} ${r.guest.last_name}`} />
        </>
      )}
    </section>
  );
});
