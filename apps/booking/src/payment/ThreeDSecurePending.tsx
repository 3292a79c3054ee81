// The 3-D Secure pending page (part 1 §4): the booking holds its rooms while the guest answers the
// card issuer, for 15 minutes at most; after that it is cancelled and nothing is charged.
import type { ReactNode } from 'react';
import { Spinner, useTranslation } from '@noren/core/ui';

export interface ThreeDSecurePendingProps {
  state: 'leaving' | 'checking' | 'waiting';
  /** payment_expires_at, when known. */
  expiresAt: string | null;
  language: string;
  children?: ReactNode;
}

export function ThreeDSecurePending({ state, expiresAt, language, children }: ThreeDSecurePendingProps) {
  const { t } = useTranslation('booking');
  const at = expiresAt ? new Date(expiresAt) : null;
  const time = at && !Number.isNaN(at.getTime()) ? new Intl.DateTimeFormat(language.replace('_', '-'), { hour: '2-digit', minute: '2-digit' }).format(at) : null;
  return (
    <section className="booking-three-ds" aria-labelledby="three-ds-title">
      <h1 id="three-ds-title" className="noren-page-title">
        {t('paymentStep.threeDs.title')}
      </h1>
      <p role="status">{t(`paymentStep.threeDs.${state}`)}</p>
      {state !== 'checking' && <p>{time ? t('paymentStep.threeDs.deadline', { time }) : t('paymentStep.threeDs.deadlineNoTime')}</p>}
      {state !== 'waiting' && <Spinner />}
      {children}
    </section>
  );
}
