// A room type with its plans (type=rooms): photo with the API's alt text (RoomPhoto.tsx), size, beds, who fits,
// the "fewer than 10 left" label, and each plan's price for the whole stay with its chooser.
import { observer, useTranslation } from '@noren/core/ui';
import type { RoomResult } from '@noren/core/domain';
import { PlanLabels } from './PlanLabels.tsx';
import { PlanOffer } from './PlanOffer.tsx';
import { RoomPhoto } from './RoomPhoto.tsx';
import type { PriceView } from './prices.ts';
import { usePlanTexts } from './usePlanTexts.ts';

/** `first`: the first card of the list, whose photo goes ahead of the others (RoomPhoto.tsx). */
export const RoomCard = observer(function RoomCard({ room, view, first = false }: { room: RoomResult; view: PriceView; first?: boolean }) {
  const { t } = useTranslation('booking');
  const texts = usePlanTexts();
  const titleId = `room-${room.room_type_code}`;
  const photo = room.photos[0];
  return (
    <article className="booking-card" aria-labelledby={titleId}>
      <div className="booking-card__media">
        {photo ? <RoomPhoto photo={photo} alt={photo.alt || room.name} first={first} /> : null}
      </div>
      <div className="booking-card__body">
        <h3 id={titleId} className="booking-card__title">
          {room.name}
        </h3>
        <PlanLabels t={texts.t} fewLeft={room.few_rooms_left} roomsLeft={room.room_count} />
        <ul className="booking-facts">
          {room.size.value !== null && <li>{t(room.size.unit === 'tatami' ? 'room.sizeTatami' : 'room.sizeSqm', { value: room.size.value })}</li>}
          {room.bed_type && <li>{t(`bed.${room.bed_type}`, { defaultValue: room.bed_type })}</li>}
          <li>{t('room.maxOccupancy', { max: room.max_occupancy })}</li>
        </ul>
        <p className="booking-card__description">{room.description}</p>
        <ul className="booking-plans" aria-label={t('results.plansOf', { name: room.name })}>
          {room.room_plan.map((plan) => (
            <PlanOffer
              key={plan.room_plan_code}
              title={plan.room_plan_name}
              labels={<PlanLabels t={texts.t} mealType={plan.meal_type} paymentCode={plan.payment_method.code} membersOnly={plan.members_only} />}
              prices={plan.prices}
              roomTypeCode={room.room_type_code}
              roomPlanCode={plan.room_plan_code}
              type="rooms"
              name={`${room.name}, ${plan.room_plan_name}`}
              roomPrices={plan.room_prices}
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
