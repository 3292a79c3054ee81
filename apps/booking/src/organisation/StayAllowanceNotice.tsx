// The booker's notice at guest details (issue #15): when this stay takes the organisation beyond
// the maximum stays of its contract, the booker is told so before booking. The booking is still
// allowed; the notice only informs. Shown to organisation users only, asked once per stay.
import { useEffect, useState } from 'react';
import { observer, useStores } from '@noren/core/ui';
import { useOrgSignInTexts } from './orgSignInTexts.ts';
import { orgAdminApiFor, type StayAllowance } from '@noren/core/api';
import './organisation.css';

export interface StayAllowanceNoticeProps {
  checkin: string | null;
  checkout: string | null;
  rooms: number;
  isDayUse: boolean;
}

export const StayAllowanceNotice = observer(function StayAllowanceNotice({ checkin, checkout, rooms, isDayUse }: StayAllowanceNoticeProps) {
  const { api, session } = useStores();
  const { t, ready } = useOrgSignInTexts();
  const [allowance, setAllowance] = useState<StayAllowance | null>(null);
  const hotel = session.hotelCode;
  const corporate = session.signedIn && session.corporate;
  useEffect(() => {
    setAllowance(null);
    if (!corporate || !hotel || !checkin || !checkout || rooms < 1) return;
    const controller = new AbortController();
    orgAdminApiFor(api)
      .stayAllowance({ hotel, checkin_date: checkin, checkout_date: checkout, rooms, is_day_use: isDayUse || undefined }, controller.signal)
      .then(setAllowance)
      // The notice is a courtesy: without an answer the booking goes on as ever.
      .catch(() => setAllowance(null));
    return () => controller.abort();
  }, [api, corporate, hotel, checkin, checkout, rooms, isDayUse]);

  if (!ready || !allowance?.over_maximum) return null;
  const over = allowance.fiscal_years.filter((y) => y.over_by > 0);
  return (
    <div className="booking-notice" role="note" data-testid="stay-allowance-notice">
      <p>
        <strong>{t('notice.title')}</strong>
      </p>
      {over.map((y) => (
        <p key={y.fiscal_year}>{t('notice.overBy', { year: y.fiscal_year, count: y.over_by, maximum: y.maximum ?? 0 })}</p>
      ))}
      <p>{t('notice.allowed')}</p>
    </div>
  );
});
