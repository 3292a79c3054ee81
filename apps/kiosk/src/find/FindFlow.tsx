// Find my reservation (issue #16 §5), loaded when a guest opens it: type the number and e-mail,
// or hold the confirmation's QR to the camera where the kiosk has one it may open.
import { observer, useDocumentTitle, useTranslation } from '@noren/core/ui';
import { QrScanner } from '../camera/QrScanner.tsx';
import { cameraAvailable } from '../camera/camera.ts';
import { useGuestScreen } from '../screens/useGuestScreen.ts';
import { useKioskRoot } from '../stores/kioskRoot.tsx';
import { FindForm } from './FindForm.tsx';
import { lookupOf } from './Lookup.store.ts';
import { StayView } from './StayView.tsx';
import { KioskScreen } from '../ui/KioskScreen.tsx';

const FindFlow = observer(function FindFlow() {
  const root = useKioskRoot();
  // The receipt section's texts load with the screen, so a found stay never waits for them.
  const { t } = useTranslation(['kiosk', 'kioskReceipt']);
  useGuestScreen();
  useDocumentTitle(t('find.title'));
  const lookup = lookupOf(root);
  if (lookup.stay) return <StayView lookup={lookup} />;
  const canScan = cameraAvailable();
  return (
    <KioskScreen
      titleId="kiosk-find-title"
      title={t('find.title')}
      info={
        <>
          <p className="kiosk-lead">{canScan ? t('find.introScan') : t('find.introType')}</p>
        </>
      }
    >
      <div className="kiosk-screen__actions">
        {canScan && lookup.mode === 'scan' ? (
          <QrScanner
            onCode={(text) => {
              lookup.setMode('type');
              void lookup.findByScan(text);
            }}
            onCancel={() => lookup.setMode('type')}
          />
        ) : (
          <>
            {canScan && (
              <button type="button" className="kiosk-button kiosk-button--primary kiosk-button--large" onClick={() => lookup.setMode('scan')}>
                {t('find.scan')}
              </button>
            )}
            <FindForm lookup={lookup} />
          </>
        )}
      </div>
    </KioskScreen>
  );
});

export default FindFlow;
