// The "Receipt" section of a found stay (issue #16 §5): before the check-out date, the date it
// becomes available; from it, a QR for the guest's phone, "e-mail it to me" and, on a kiosk with a
// printer, printing. Printing loads the receipt in a hidden same-origin frame and calls its
// print(), so the tablet's own (configured) printer is used; the CSP allows same-origin frames only.
import { useEffect, useRef } from 'react';
import { ErrorBanner, observer, useTranslation } from '@noren/core/ui';
import { apiUrl } from '../api/kioskApi.ts';
import { useKioskFormat } from '../ui/format.ts';
import type { ReceiptStore } from './Receipt.store.ts';

export const ReceiptPanel = observer(function ReceiptPanel({ receipt, number }: { receipt: ReceiptStore; number: string }) {
  const { t } = useTranslation('kioskReceipt');
  const format = useKioskFormat();
  const frame = useRef<HTMLIFrameElement>(null);
  const code = useRef<HTMLDivElement>(null);
  const shownUrl = receipt.link?.url;
  // The section sits low on the screen: bring the code to the middle, clear of the sticky footer.
  useEffect(() => {
    if (shownUrl) code.current?.scrollIntoView?.({ block: 'center' });
  }, [shownUrl]);
  const state = receipt.state;
  if (!state?.offered) return null;
  const choices = receipt.choices;
  return (
    <section className="kiosk-receipt" aria-labelledby="kiosk-receipt-title" aria-busy={receipt.busy || undefined}>
      <h2 id="kiosk-receipt-title" className="kiosk-subtitle">
        {t('title')}
      </h2>
      {!state.available ? (
        <p className="kiosk-lead" data-testid="kiosk-receipt-from">
          {t('notYet', { date: format.date(state.available_from) })}
        </p>
      ) : (
        <>
          <ErrorBanner error={receipt.error} />
          {receipt.link ? (
            <div className="kiosk-paylink" ref={code}>
              <img className="kiosk-paylink__qr" data-testid="kiosk-receipt-qr" src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(receipt.link.qr_svg)}`} alt={t('qrAlt', { number })} width={360} height={360} />
              <p className="kiosk-lead">{t('phoneCaption')}</p>
              <button type="button" className="kiosk-button kiosk-button--secondary" onClick={() => receipt.hideLink()}>
                {t('hideCode')}
              </button>
            </div>
          ) : (
            <p className="kiosk-lead">{t('choose')}</p>
          )}
          <div className="kiosk-row">
            {choices.phone && !receipt.link && (
              <button type="button" className="kiosk-button kiosk-button--primary" onClick={() => void receipt.showLink()}>
                {t('phone')}
              </button>
            )}
            {choices.mail && (
              <button type="button" className="kiosk-button kiosk-button--secondary" aria-disabled={receipt.mailed || undefined} onClick={() => !receipt.mailed && void receipt.sendMail()}>
                {t('email')}
              </button>
            )}
            {choices.print && (
              <button type="button" className="kiosk-button kiosk-button--secondary" onClick={() => void receipt.print()}>
                {t('print')}
              </button>
            )}
          </div>
          <p className="kiosk-lead" role="status" aria-live="polite">
            {receipt.mailed && t('emailSent')}
            {receipt.printing && !receipt.mailed && t('printing')}
          </p>
          {receipt.printing && (
            <iframe
              key={receipt.printing.path}
              ref={frame}
              className="kiosk-print-frame"
              title={t('printFrame')}
              src={apiUrl(receipt.printing.path)}
              tabIndex={-1}
              aria-hidden="true"
              onLoad={() => frame.current?.contentWindow?.print()}
            />
          )}
        </>
      )}
    </section>
  );
});
