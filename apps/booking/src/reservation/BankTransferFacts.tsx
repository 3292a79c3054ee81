// A bank transfer booking's instructions (part 1 §3 payment types): how much, by when, and the
// hotel's account, as the API resolved it in the reservation's language. Shown on the
// confirmation and on the review-reservation page alike.
import { useTranslation } from '@noren/core/ui';
import type { BankTransferView } from '@noren/core/domain';
import { useFormat } from '../format/useFormat.ts';
import { BookingSection } from './BookingSection.tsx';
import { Fact } from './Fact.tsx';

export function BankTransferFacts({ id, transfer, number }: { id: string; transfer: BankTransferView; number: string }) {
  const { t } = useTranslation('booking');
  const format = useFormat();
  const i = transfer.instructions;
  const lead = t('confirmation.transfer.lead', { amount: format.money(transfer.amount, transfer.currency), date: format.date(transfer.due_date, 'long'), number });
  return (
    <BookingSection id={id} title={t('confirmation.transfer.title')}>
      <p>{lead}</p>
      {i ? (
        <dl className="booking-details">
          <Fact label={t('confirmation.transfer.bank')}>{i.bank_name}</Fact>
          <Fact label={t('confirmation.transfer.branch')}>{i.branch_name}</Fact>
          <Fact label={t('confirmation.transfer.accountType')}>{t(`confirmation.transfer.accountTypes.${i.account_type}`)}</Fact>
          <Fact label={t('confirmation.transfer.accountNumber')}>{i.account_number}</Fact>
          <Fact label={t('confirmation.transfer.accountHolder')}>{i.account_holder}</Fact>
          {i.swift_code && <Fact label={t('confirmation.transfer.swift')}>{i.swift_code}</Fact>}
          {i.note && <Fact label={t('confirmation.transfer.note')}>{i.note}</Fact>}
        </dl>
      ) : (
        <p>{t('confirmation.transfer.noAccount')}</p>
      )}
    </BookingSection>
  );
}
