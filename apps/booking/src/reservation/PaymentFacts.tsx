// What the guest paid and what came back, in the price details: paid online, the fee a
// cancellation kept, the refund and where it stands. Amounts are in the payment's currency (the
// charge's), which differs from the reservation's when the guest paid in a shown currency.
import { useTranslation } from '@noren/core/ui';
import type { ReservationPaymentView } from '@noren/core/domain';
import { useFormat } from '../format/useFormat.ts';
import { Fact } from './Fact.tsx';

export function PaymentFacts({ payment, manage }: { payment: ReservationPaymentView; manage: boolean }) {
  const { t } = useTranslation('booking');
  const format = useFormat();
  const money = (amount: number) => format.money(amount, payment.currency);
  const refunding = payment.refund_status !== 'none';
  return (
    <>
      {(manage || payment.paid_amount > 0) && (
        <Fact label={t('confirmation.paid')}>
          <span data-testid="payment-paid">{money(payment.paid_amount)}</span>
        </Fact>
      )}
      {payment.cancellation_fee !== null && (
        <Fact label={t('confirmation.cancellationFee')}>
          <span data-testid="payment-fee">{money(payment.cancellation_fee)}</span>
        </Fact>
      )}
      {(refunding || payment.refunded_amount > 0) && (
        <Fact label={t('confirmation.refunded')}>
          <span data-testid="payment-refunded">{money(payment.refunded_amount)}</span>
        </Fact>
      )}
      {refunding && (
        <Fact label={t('confirmation.refundStatus')}>
          <span data-testid="payment-refund-status">{t(`confirmation.refundStatuses.${payment.refund_status}`)}</span>
        </Fact>
      )}
    </>
  );
}
