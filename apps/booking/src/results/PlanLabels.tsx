// The small facts of a plan a guest compares: meals, how it is paid, members only, few rooms left.
import { useTranslation } from '@noren/core/ui';

export function PlanLabels({ mealType, paymentCode, membersOnly, fewLeft, roomsLeft }: { mealType?: string; paymentCode?: string; membersOnly?: boolean; fewLeft?: boolean; roomsLeft?: number }) {
  const { t } = useTranslation('booking');
  return (
    <ul className="booking-labels">
      {mealType && <li className="booking-label">{t(`meal.${mealType}`, { defaultValue: t('meal.other') })}</li>}
      {paymentCode && <li className="booking-label">{t(`payment.${paymentCode}`, { defaultValue: t('payment.other') })}</li>}
      {membersOnly && <li className="booking-label booking-label--member">{t('results.membersOnly')}</li>}
      {fewLeft && <li className="booking-label booking-label--few">{roomsLeft !== undefined && roomsLeft > 0 ? t('results.fewLeftCount', { left: roomsLeft }) : t('results.fewLeft')}</li>}
    </ul>
  );
}
