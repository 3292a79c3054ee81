// The booking widget's layout (part 1 §2 "Route flags and shell"): the shared AppShell with the
// hotel's own header and footer HTML (sanitised), the currency picker on result pages when
// multi-currency is on, the login menu, and the obsolete-browser warning.
import { lazy, Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { AppShell, observer, useStores, useWhenIdle } from '@noren/core/ui';
import { BrowserWarning } from './BrowserWarning.tsx';
import { CurrencyPicker } from './CurrencyPicker.tsx';

// DOMPurify is needed only for hotels with their own header or footer: it loads on its own. A
// hotel's header is drawn with the page (arriving later it would push the page down); its footer,
// under a page at least a screen tall, and the login menu wait until the browser is idle after the
// first paint (useWhenIdle), so neither chunk is one more download before the page's largest paint.
const SafeHtml = lazy(() => import('./SafeHtml.tsx').then((m) => ({ default: m.SafeHtml })));
// The login menu is not part of the first paint either: the result page's download stays in budget.
const LoginMenu = lazy(() => import('./LoginMenu.tsx').then((m) => ({ default: m.LoginMenu })));
import { isCurrencyPage, routeFlags } from '../routes/paths.ts';
import { BareShell } from '../manage/BareShell.tsx';

export const BookingShell = observer(function BookingShell({ children }: { children: ReactNode }) {
  const { settings, currency } = useStores();
  const { pathname } = useLocation();
  const afterFirstPaint = useWhenIdle();
  const s = settings.settings;
  const showCurrency = isCurrencyPage(pathname) && currency.featureEnabled && !currency.updatingReservation;
  const headerHtml = s?.header === 'header_customize' && s.website_header_html ? s.website_header_html : null;
  const footerHtml = s?.display_website_footer && s.website_footer_html ? s.website_footer_html : null;
  if (routeFlags(pathname).bypassShell) return <BareShell>{children}</BareShell>;
  return (
    <AppShell
      appTitleKey="apps.booking"
      beforeHeader={headerHtml ? <Suspense fallback={null}><SafeHtml className="booking-hotel-header" html={headerHtml} /></Suspense> : null}
      headerActions={
        <>
          {/* The login menu loads after the first paint: first in the row (the row is aligned to
              its end), so arriving it pushes nothing already drawn. */}
          {afterFirstPaint && (
            <Suspense fallback={null}>
              <LoginMenu />
            </Suspense>
          )}
          {showCurrency && <CurrencyPicker />}
        </>
      }
      notices={<BrowserWarning />}
      footer={footerHtml && afterFirstPaint ? <Suspense fallback={null}><SafeHtml className="booking-hotel-footer" html={footerHtml} css={s?.compiled_website_footer_css} /></Suspense> : null}
    >
      {children}
    </AppShell>
  );
});
