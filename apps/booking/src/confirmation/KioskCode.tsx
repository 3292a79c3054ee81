// The confirmation's code for the lobby kiosk (issue #16 part 5): a QR of the kiosk-lookup URL
// (made on the server from NOREN_PUBLIC_URL, never this page's origin), which the kiosk scans to
// show the stay and take the balance. Not shown when it cannot be had (a cancelled stay).
import { useEffect, useState } from 'react';
import { useStores, useTranslation } from '@noren/core/ui';
import type { KioskQrView } from '@noren/core/contract';

export function KioskCode({ hotelId, number, bypassToken, email }: { hotelId: string | number; number: string; bypassToken: string | null; email: string | null }) {
  const { api } = useStores();
  const { t } = useTranslation('kioskQr');
  const [code, setCode] = useState<KioskQrView | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    // A failure leaves the section out: the confirmation itself is what matters on this page.
    api.getKioskQr(hotelId, number, { bypassToken, email }, controller.signal).then(setCode, () => undefined);
    return () => controller.abort();
  }, [api, hotelId, number, bypassToken, email]);
  if (!code) return null;
  return (
    <section className="booking-confirmation__kiosk" aria-labelledby="kiosk-code-title">
      <h2 id="kiosk-code-title">{t('title')}</h2>
      <p>{t('caption')}</p>
      <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(code.qr_svg)}`} alt={t('alt', { number })} width={200} height={200} />
    </section>
  );
}
