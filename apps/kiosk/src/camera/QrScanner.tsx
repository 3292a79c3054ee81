// Reads a QR code from the camera with jsQR (loaded with this screen): each few frames are drawn
// to a canvas and decoded; the first code found is handed up and the camera stops. The camera is
// registered with the root so the idle wipe stops it too.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@noren/core/ui';
import { useKioskRoot } from '../stores/kioskRoot.tsx';
import { openCamera, stopStream } from './camera.ts';

const SCAN_EVERY_MS = 200;

export function QrScanner({ onCode, onCancel }: { onCode: (text: string) => void; onCancel: () => void }) {
  const root = useKioskRoot();
  const { t } = useTranslation('kiosk');
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setInterval> | null = null;
    let done = false;
    const stop = () => {
      done = true;
      if (timer) clearInterval(timer);
      stopStream(stream);
      stream = null;
    };
    root.holdCamera({ stop });
    const canvas = document.createElement('canvas');
    void Promise.all([openCamera(), import('jsqr')])
      .then(([opened, { default: jsQR }]) => {
        if (done) {
          stopStream(opened);
          return;
        }
        stream = opened;
        const el = video.current;
        if (!el) return;
        el.srcObject = opened;
        void el.play().catch(() => undefined);
        timer = setInterval(() => {
          if (done || el.readyState < 2 || el.videoWidth === 0) return;
          canvas.width = el.videoWidth;
          canvas.height = el.videoHeight;
          const ctx = canvas.getContext('2d', { willReadFrequently: true });
          if (!ctx) return;
          ctx.drawImage(el, 0, 0);
          const image = ctx.getImageData(0, 0, canvas.width, canvas.height);
          const code = jsQR(image.data, image.width, image.height, { inversionAttempts: 'dontInvert' });
          if (code?.data) {
            stop();
            onCode(code.data);
          }
        }, SCAN_EVERY_MS);
      })
      .catch(() => setFailed(true));
    return () => {
      stop();
      root.holdCamera(null);
    };
    // onCode is the caller's; a new one does not reopen the camera.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [root]);

  return (
    <div className="kiosk-scanner">
      {failed ? (
        <p className="kiosk-lead" role="alert">
          {t('find.cameraFailed')}
        </p>
      ) : (
        <video ref={video} className="kiosk-scanner__video" muted playsInline aria-label={t('find.cameraLabel')} />
      )}
      <p className="kiosk-lead">{t('find.scanHint')}</p>
      <button type="button" className="kiosk-button kiosk-button--secondary" onClick={onCancel}>
        {t('find.typeInstead')}
      </button>
    </div>
  );
}
