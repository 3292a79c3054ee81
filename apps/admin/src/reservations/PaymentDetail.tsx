// The payment of one reservation for staff: how it is paid, what the card paid, what a
// cancellation kept and what went back to the guest, refund by refund, so the front desk can
// answer "where is my refund" and see one that failed and needs doing by hand.
import type { ReservationView } from '@noren/core/domain';
import { useTranslation } from '@noren/core/ui';
import { useConsoleFormat } from '../console/format.ts';

export function PaymentDetail({ reservation }: { reservation: ReservationView }) {
  const { t } = useTranslation('admin');
  const format = useConsoleFormat();
  const p = reservation.payment;
  // Charged, paid, fee and refunds are in the charge's currency; what is left at the hotel in the reservation's.
  const paidMoney = (amount: number) => format.money(amount, p.currency);
  return (
    <>
      <h2>{t('detail.payment')}</h2>
      <dl className="admin-facts">
        <dt>{t('detail.paymentType')}</dt>
        <dd>{t(`payment.${p.type}`)}</dd>
        <dt>{t('detail.charged')}</dt>
        <dd>{paidMoney(p.charged_amount)}</dd>
        <dt>{t('detail.paid')}</dt>
        <dd data-testid="detail-paid">{paidMoney(p.paid_amount)}</dd>
        {p.cancellation_fee !== null && (
          <>
            <dt>{t('detail.cancellationFee')}</dt>
            <dd data-testid="detail-fee">{paidMoney(p.cancellation_fee)}</dd>
          </>
        )}
        {(p.refunded_amount > 0 || p.refund_status !== 'none') && (
          <>
            <dt>{t('detail.refunded')}</dt>
            <dd data-testid="detail-refunded">{paidMoney(p.refunded_amount)}</dd>
            <dt>{t('detail.refundStatus')}</dt>
            <dd>{t(`detail.refundStatuses.${p.refund_status}`)}</dd>
          </>
        )}
        <dt>{t('detail.remaining')}</dt>
        <dd>{format.money(p.remaining_amount, reservation.currency)}</dd>
      </dl>
      {p.refunds.length > 0 && (
        <table className="admin-table">
          <caption>{t('detail.refunds')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('detail.refundedAt')}</th>
              <th scope="col">{t('detail.refundAmount')}</th>
              <th scope="col">{t('detail.refundReason')}</th>
            </tr>
          </thead>
          <tbody>
            {p.refunds.map((r, i) => (
              <tr key={i}>
                <td>{format.instant(r.refunded_at)}</td>
                <td>{format.money(r.amount, r.currency)}</td>
                <td>{t(`detail.refundReasons.${r.reason}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
