// The small facts of a plan a guest compares: meals, how it is paid, members only, few rooms left
// (in the card's translation: usePlanTexts.ts).
import type { Translate } from './usePlanTexts.ts';

/** A code's text, or the catch-all's for a code the texts do not name (looked up only then). */
const named = (t: Translate, key: string, other: string) => {
  const text = t(key, { defaultValue: '' });
  return text || t(other);
};

export function PlanLabels({ t, mealType, paymentCode, membersOnly, fewLeft, roomsLeft }: { t: Translate; mealType?: string; paymentCode?: string; membersOnly?: boolean; fewLeft?: boolean; roomsLeft?: number }) {
  return (
    <ul className="booking-labels">
      {mealType && <li className="booking-label">{named(t, `meal.${mealType}`, 'meal.other')}</li>}
      {paymentCode && <li className="booking-label">{named(t, `payment.${paymentCode}`, 'payment.other')}</li>}
      {membersOnly && <li className="booking-label booking-label--member">{t('results.membersOnly')}</li>}
      {fewLeft && <li className="booking-label booking-label--few">{roomsLeft !== undefined && roomsLeft > 0 ? t('results.fewLeftCount', { left: roomsLeft }) : t('results.fewLeft')}</li>}
    </ul>
  );
}
