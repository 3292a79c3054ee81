// Step 1 of a walk-in: how many guests, and which stay — tonight, last night in the small hours
// when the hotel allows it, or a day-use stay today.
import { observer, useTranslation } from '@noren/core/ui';
import { useKioskFormat } from '../ui/format.ts';
import { MAX_WALK_IN_ADULTS, type WalkInStore } from './WalkIn.store.ts';
import { KioskScreen } from '../ui/KioskScreen.tsx';

export const StayStep = observer(function StayStep({ walkIn }: { walkIn: WalkInStore }) {
  const { t } = useTranslation('kiosk');
  const format = useKioskFormat();
  return (
    <KioskScreen
      titleId="kiosk-stay-title"
      title={t('book.stayTitle')}
      info={
        <>
          <p className="kiosk-lead">{t('book.stayIntro')}</p>
        </>
      }
    >
      <div className="kiosk-screen__actions">
        <div className="kiosk-stepper" role="group" aria-labelledby="kiosk-adults-label">
          <span id="kiosk-adults-label" className="kiosk-label">
            {t('book.adults')}
          </span>
          <button type="button" className="kiosk-button kiosk-button--round" aria-label={t('book.fewerAdults')} aria-disabled={walkIn.adults <= 1 || undefined} onClick={() => walkIn.setAdults(walkIn.adults - 1)}>
            −
          </button>
          <output className="kiosk-stepper__value" aria-live="polite">
            {walkIn.adults}
          </output>
          <button type="button" className="kiosk-button kiosk-button--round" aria-label={t('book.moreAdults')} aria-disabled={walkIn.adults >= MAX_WALK_IN_ADULTS || undefined} onClick={() => walkIn.setAdults(walkIn.adults + 1)}>
            +
          </button>
        </div>
        <div className="kiosk-menu">
          {walkIn.options.map((option) => (
            <button key={option.kind} type="button" className="kiosk-button kiosk-button--primary kiosk-button--large" onClick={() => void walkIn.chooseStay(option)}>
              <span>{t(`book.stay.${option.kind}`)}</span>
              <span className="kiosk-button__detail">
                {format.stay(option.checkin, option.checkout, option.isDayUse)}
              </span>
            </button>
          ))}
        </div>
      </div>
    </KioskScreen>
  );
});
