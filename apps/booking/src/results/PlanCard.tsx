// A plan with the room types it is sold in (type=plan).
import { observer, useTranslation } from '@noren/core/ui';
import type { PlanResult } from '@noren/core/domain';
import { PlanLabels } from './PlanLabels.tsx';
import { PlanOffer } from './PlanOffer.tsx';
import type { PriceView } from './prices.ts';
import { usePlanTexts } from './usePlanTexts.ts';

export const PlanCard = observer(function PlanCard({ plan, view }: { plan: PlanResult; view: PriceView }) {
  const { t } = useTranslation('booking');
  const texts = usePlanTexts();
  const titleId = `plan-${plan.hotel_plan_code}`;
  return (
    <article className="booking-card booking-card--plan" aria-labelledby={titleId}>
      <div className="booking-card__body">
        <h3 id={titleId} className="booking-card__title">
          {plan.name}
        </h3>
        <PlanLabels t={texts.t} mealType={plan.meal_type} paymentCode={plan.payment_method.code} membersOnly={plan.members_only} />
        <p className="booking-card__description">{plan.description}</p>
        <ul className="booking-plans" aria-label={t('results.roomsOf', { name: plan.name })}>
          {plan.rooms.map((room) => (
            <PlanOffer
              key={room.room_plan_code}
              title={room.room_type_name}
              labels={<PlanLabels t={texts.t} fewLeft={room.few_rooms_left} roomsLeft={room.room_count} />}
              prices={room.prices}
              roomTypeCode={room.room_type_code}
              roomPlanCode={room.room_plan_code}
              type="plan"
              name={`${plan.name}, ${room.room_type_name}`}
              roomPrices={room.room_prices}
              roomsLeft={room.room_count}
              view={view}
              texts={texts}
            />
          ))}
        </ul>
      </div>
    </article>
  );
});
