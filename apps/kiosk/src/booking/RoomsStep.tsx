// Step 2: the rooms free for the stay, each plan with its price for the whole stay, from the shared
// results store.
import { ErrorBanner, Spinner, observer, useStores, useTranslation } from '@noren/core/ui';
import { useKioskFormat } from '../ui/format.ts';
import type { WalkInStore } from './WalkIn.store.ts';
import { KioskScreen } from '../ui/KioskScreen.tsx';

export const RoomsStep = observer(function RoomsStep({ walkIn }: { walkIn: WalkInStore }) {
  const { results, errors, settings } = useStores();
  const { t } = useTranslation('kiosk');
  const format = useKioskFormat();
  const currency = results.response?.currency ?? settings.settings?.currency ?? 'JPY';
  return (
    <KioskScreen
      titleId="kiosk-rooms-title"
      title={t('book.roomsTitle')}
      info={
        <>
          <ErrorBanner error={errors.searchResult} />
        </>
      }
    >
      <div className="kiosk-screen__actions kiosk-scroll">
        {results.loading && <Spinner />}
        {!results.loading && walkIn.rooms.length === 0 && (
          <p className="kiosk-lead" role="status">
            {t('book.noRooms')}
          </p>
        )}
        <ul className="kiosk-list">
          {walkIn.rooms.flatMap((room) =>
            room.room_plan.map((plan) => (
              <li key={`${room.room_type_code}:${plan.room_plan_code}`} className="kiosk-offer">
                <div className="kiosk-offer__text">
                  <h2 className="kiosk-offer__room">{room.name}</h2>
                  <p className="kiosk-offer__plan">{plan.room_plan_name}</p>
                  <p className="kiosk-offer__price">{format.money(plan.prices.total_price, currency)}</p>
                </div>
                <button
                  type="button"
                  className="kiosk-button kiosk-button--primary"
                  aria-label={t('book.chooseNamed', { room: room.name, plan: plan.room_plan_name })}
                  onClick={() => walkIn.choosePlan(room, plan)}
                >
                  {t('book.choose')}
                </button>
              </li>
            )),
          )}
        </ul>
        <button type="button" className="kiosk-button kiosk-button--secondary" onClick={() => walkIn.back()}>
          {t('book.back')}
        </button>
      </div>
    </KioskScreen>
  );
});
