// The receipt of a link the kiosk showed, once paid (issue #16: "the pay link's receipt is
// available at once … as a QR"): the same address as the payment QR, the pay page on
// NOREN_PUBLIC_URL, which now offers "Download receipt" (its already-paid outcome). Its texts
// (payLinkReceipt) load with this piece only, so the kiosk's first chunk does not carry them.
import { useTranslation } from '@noren/core/ui';

export function ReceiptQr({ svg, amount }: { svg: string; amount: string }) {
  const { t } = useTranslation('payLinkReceipt', { useSuspense: true });
  return (
    <figure className="kiosk-paylink__receipt" data-testid="kiosk-receipt-qr">
      <img className="kiosk-paylink__qr" src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`} alt={t('kiosk.alt', { amount })} width={280} height={280} />
      <figcaption>
        <strong>{t('kiosk.title')}</strong> {t('kiosk.caption')}
      </figcaption>
    </figure>
  );
}
