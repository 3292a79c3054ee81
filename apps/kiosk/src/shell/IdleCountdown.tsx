// The idle countdown (issue #16 §3): a modal dialog with the seconds left and one large button;
// any touch anywhere cancels it (the shell's activity listener). With a pay link open it asks
// "still there?" — the reset that follows leaves the link open for the guest's phone.
import { useEffect, useRef } from 'react';
import { observer, useTranslation } from '@noren/core/ui';
import { useKioskRoot } from '../stores/kioskRoot.tsx';

export const IdleCountdown = observer(function IdleCountdown() {
  const { idle } = useKioskRoot();
  const { t } = useTranslation('kiosk');
  const button = useRef<HTMLButtonElement>(null);
  const counting = idle.counting;
  useEffect(() => {
    if (counting) button.current?.focus();
  }, [counting]);
  if (!counting) return null;
  const stillThere = idle.prompt === 'stillThere';
  return (
    <div className="kiosk-overlay">
      <div className="kiosk-dialog" role="alertdialog" aria-modal="true" aria-labelledby="kiosk-idle-title" aria-describedby="kiosk-idle-text">
        <h2 id="kiosk-idle-title" className="kiosk-title">
          {stillThere ? t('idle.stillThereTitle') : t('idle.title')}
        </h2>
        <p id="kiosk-idle-text" className="kiosk-lead">
          {stillThere ? t('idle.stillThereText') : t('idle.text')}
        </p>
        <p className="kiosk-countdown">
          <span aria-hidden="true">{idle.secondsLeft}</span>
          <span className="noren-visually-hidden">{t('idle.secondsLeft', { seconds: idle.secondsLeft })}</span>
        </p>
        <button ref={button} type="button" className="kiosk-button kiosk-button--primary" onClick={() => idle.touch()}>
          {t('idle.stay')}
        </button>
      </div>
    </div>
  );
});
