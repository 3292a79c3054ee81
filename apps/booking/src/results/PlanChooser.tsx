// Choosing a plan for the searched rooms (part 1 §4 "Room selection"): one control per group of
// searched rooms with the same guests. A single room is a toggle (aria-pressed); several are a
// stepper that stops at the rooms still to place and at the rooms left of the type.
import { Stepper, observer, useStores } from '@noren/core/ui';
import type { ResultType, RoomPriceLine } from '@noren/core/domain';
import { lineKey, occupancyGroups, roomsTaken } from '@noren/core/stores';
import { guestsText } from '../format/guests.ts';
import { roomLinePrice, type Amount, type PriceView } from './prices.ts';
import type { PlanTexts } from './usePlanTexts.ts';

export interface PlanChooserProps {
  roomTypeCode: string;
  roomPlanCode: string;
  type: ResultType;
  /** What the guest chooses, for the names of the controls. */
  name: string;
  roomPrices: readonly RoomPriceLine[];
  roomsLeft: number;
  view: PriceView;
  /** The card's texts and formatters (usePlanTexts.ts). */
  texts: PlanTexts;
}

export const PlanChooser = observer(function PlanChooser({ roomTypeCode, roomPlanCode, type, name, roomPrices, roomsLeft, view, texts }: PlanChooserProps) {
  const { search, selection } = useStores();
  const { t, format } = texts;
  const criteria = search.criteria;
  if (!criteria) return null;
  const groups = occupancyGroups(criteria.rooms);
  const takenOfType = selection.lines.filter((l) => l.roomTypeCode === roomTypeCode).reduce((n, l) => n + l.quantity, 0);
  return (
    <div className="booking-chooser">
      {groups.map((group) => {
        const key = lineKey(roomTypeCode, roomPlanCode, group, type);
        const mine = selection.quantityOf(key);
        const share = roomPrices.find((p) => p.index === group.firstIndex);
        const price: Amount | null = share ? roomLinePrice(share, view) : null;
        const max = Math.max(mine, Math.min(mine + group.rooms - roomsTaken(selection.lines, group), mine + roomsLeft - takenOfType));
        const guests = guestsText(t, group.adults, group.children);
        const set = (n: number) => selection.setCount({ ...key, salePrice: share?.total_price, tax: share?.tax }, n);
        if (groups.length === 1 && group.rooms === 1) {
          return (
            <button
              key="single"
              type="button"
              className={`booking-chooser__toggle${mine ? ' booking-chooser__toggle--on' : ''}`}
              aria-pressed={mine > 0}
              // The visible word first (label in name), then which room and plan it chooses.
              aria-label={`${mine ? t('results.selected') : t('results.select')}: ${name}`}
              disabled={mine === 0 && max === 0}
              onClick={() => set(mine ? 0 : 1)}
            >
              {mine ? t('results.selected') : t('results.select')}
            </button>
          );
        }
        return (
          <div key={`${group.adults}-${group.children}`} className="booking-chooser__group">
            <Stepper
              label={t('results.roomsFor', { guests })}
              value={mine}
              min={0}
              max={max}
              onChange={set}
              increaseLabel={t('results.addRoom', { guests, name })}
              decreaseLabel={t('results.removeRoom', { guests, name })}
            />
            {price && <span className="booking-chooser__share">{t('results.perRoom', { price: format.money(price.amount, price.currency) })}</span>}
          </div>
        );
      })}
    </div>
  );
});
