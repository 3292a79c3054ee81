// /payments?qr_code=… (spec part 1 §2; issue #16 part 2): the address an encrypted QR carries. The
// API resolves it (GET /qr_codes?qr_code=), and the address is replaced by /payments/{number}, as
// the payment-number parameter is rewritten before start-up (startup/rewriteAddress.ts). A refused
// QR (forged, altered, unknown) shows the pay page's "not found" outcome and nothing else.
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ErrorBanner, Spinner, observer, useDocumentTitle, useTranslation } from '@noren/core/ui';
import { useBookingRoot } from '../stores/useBookingRoot.ts';
import { payLinkOf } from '../stores/payLinkOf.ts';
import './payLink.css';

export const PayLinkQrPage = observer(function PayLinkQrPage() {
  const store = payLinkOf(useBookingRoot());
  const { t } = useTranslation('payLink', { useSuspense: true });
  const { search } = useLocation();
  const navigate = useNavigate();
  useDocumentTitle(t('title'));

  useEffect(() => {
    let live = true;
    void store.openQr(search).then((path) => {
      if (live && path) void navigate(path, { replace: true });
    });
    return () => {
      live = false;
    };
  }, [store, search, navigate]);

  return (
    <section className="booking-pay-link" aria-labelledby="pay-link-title">
      <h1 id="pay-link-title" className="noren-page-title">{t('title')}</h1>
      {store.qrLoading && <Spinner />}
      {store.qrRefused && <p role="alert" className="booking-pay-link__status" data-testid="pay-link-status">{t('status.not_found')}</p>}
      {store.qrError && <ErrorBanner error={store.qrError} />}
    </section>
  );
});
