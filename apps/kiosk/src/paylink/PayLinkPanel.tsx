// A pay link on screen (issue #16 §4–§6): the link's address as a large QR the guest's phone scans
// (drawn here with qrcode, loaded with this screen), the amount, and its status as it changes —
// "paid" arrives by the live events without a reload; then the receipt is offered as a QR of the
// same address (ReceiptQr, a chunk of its own with its texts).
import { lazy, Suspense, useEffect, useState } from 'react';
import { observer, useTranslation } from '@noren/core/ui';
import { useKioskRoot } from '../stores/kioskRoot.tsx';
import { useKioskFormat } from '../ui/format.ts';

const ReceiptQr = lazy(() => import('./ReceiptQr.tsx').then((m) => ({ default: m.ReceiptQr })));

export const PayLinkPanel = observer(function PayLinkPanel() {
  const { payLink } = useKioskRoot();
  const { t } = useTranslation('kiosk');
  const format = useKioskFormat();
  const link = payLink.link;
  const [svg, setSvg] = useState<string | null>(null);
  const url = link?.url ?? null;
  useEffect(() => {
    if (!url) return;
    let live = true;
    void import('qrcode').then(async (qr) => {
      const text = await qr.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 4, color: { dark: '#000000', light: '#ffffff' } });
      if (live) setSvg(text);
    });
    return () => {
      live = false;
    };
  }, [url]);
  if (!link) return null;
  const amount = format.money(link.amount, link.currency);
  return (
    <div className="kiosk-paylink" data-status={link.status}>
      {link.status === 'open' && svg && (
        <img className="kiosk-paylink__qr" src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`} alt={t('pay.qrAlt', { amount })} width={360} height={360} />
      )}
      <p className="kiosk-lead" role="status" aria-live="polite">
        {link.status === 'open' && t('pay.scan', { amount })}
        {link.status === 'paid' && <strong className="kiosk-paid">{t('pay.paid', { amount })}</strong>}
        {link.status !== 'open' && link.status !== 'paid' && t('pay.closed')}
      </p>
      {link.status === 'paid' && svg && (
        <Suspense fallback={null}>
          <ReceiptQr svg={svg} amount={amount} />
        </Suspense>
      )}
    </div>
  );
});
