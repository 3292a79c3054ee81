// One reservation, read-only, in a modal dialog (the native <dialog>: focus moves in, Escape and the
// close button end it, focus returns to the row's button).
import { useEffect, useRef } from 'react';
import { Button, observer, Spinner, useTranslation } from '@noren/core/ui';
import { ErrorNote } from '../../console/Feedback.tsx';
import { useConsoleFormat } from '../../console/format.ts';
import { useOrg } from '../hooks.ts';

export const OrgReservationDialog = observer(function OrgReservationDialog({ number, onClose }: { number: string | null; onClose: () => void }) {
  const { reservations } = useOrg();
  const { t } = useTranslation('orgAdmin');
  const format = useConsoleFormat();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (number) {
      void reservations.open(number);
      if (!element.open) element.showModal?.();
    } else if (element.open) element.close();
  }, [number, reservations]);

  const detail = reservations.detail;
  const row = reservations.rows.find((r) => r.reservation_number === number);
  return (
    <dialog ref={dialog} className="org-dialog" aria-labelledby="org-dialog-title" onClose={onClose}>
      <h2 id="org-dialog-title">{t('detail.title', { number: number ?? '' })}</h2>
      {reservations.detailLoading && <Spinner />}
      <ErrorNote error={reservations.detailError} />
      {detail && detail.reservation_number === number && (
        <dl className="org-detail">
          <dt>{t('columns.status')}</dt>
          <dd>{t(`status.${detail.status}`)}</dd>
          <dt>{t('columns.hotel')}</dt>
          <dd>{detail.hotel.name}</dd>
          <dt>{t('columns.guest_name')}</dt>
          <dd>{row?.guest_name ?? `${detail.guest.first_name} ${detail.guest.last_name}`}</dd>
          <dt>{t('detail.stay')}</dt>
          <dd>{t('detail.stayDates', { from: format.date(detail.checkin_date), to: format.date(detail.checkout_date), count: detail.nights })}</dd>
          <dt>{t('detail.rooms')}</dt>
          <dd>
            <ul>
              {detail.rooms.map((room) => (
                <li key={room.index}>{t('detail.room', { room: room.room_type_name, plan: room.plan_name, adults: room.adults, children: room.children.length })}</li>
              ))}
            </ul>
          </dd>
          {row && (
            <>
              <dt>{t('columns.booker')}</dt>
              <dd>{row.booker?.name ?? t('table.noBooker')}</dd>
              <dt>{t('columns.total_price')}</dt>
              <dd>{format.money(row.total_price, row.currency)}</dd>
            </>
          )}
          <dt>{t('columns.reserved_at')}</dt>
          <dd>{format.instant(detail.created_at)}</dd>
        </dl>
      )}
      <Button variant="secondary" onClick={() => dialog.current?.close()}>
        {t('detail.close')}
      </Button>
    </dialog>
  );
});
