// The booking widget's routes (spec part 1 §2 "Brand booking mode routes"): / redirects to the
// booking result, keeping the query, which carries the hotel code and language. Only the result
// page is in the first download (scripts/bench/bundle.bench.ts holds it to its budget); every
// other page loads when it is opened, so a guest who only looks at rooms never downloads the form.
// The 503 page stays in: it must show when the server can no longer hand out chunks.
import { lazy, Suspense, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router';
import { NotFoundPage, Spinner, preloadableModule, useTranslation } from '@noren/core/ui';
import { BookingShell } from './shell/BookingShell.tsx';
import { ResultPage } from './pages/ResultPage.tsx';
import { ServiceUnavailablePage } from './pages/ServiceUnavailablePage.tsx';
import { PATHS } from './routes/paths.ts';

export const BOOKING_RESULT_PATH = PATHS.result;

const GuestDetailPage = lazy(() => import('./guest/GuestDetailPage.tsx').then((m) => ({ default: m.GuestDetailPage })));
const FacilitiesPage = lazy(() => import('./pages/FacilitiesPage.tsx').then((m) => ({ default: m.FacilitiesPage })));
const CancellationPolicyPage = lazy(() => import('./pages/CancellationPolicyPage.tsx').then((m) => ({ default: m.CancellationPolicyPage })));
const FailPage = lazy(() => import('./pages/FailPage.tsx').then((m) => ({ default: m.FailPage })));
const ConfirmationPage = lazy(() => import('./confirmation/ConfirmationPage.tsx').then((m) => ({ default: m.ConfirmationPage })));
const PaymentPage = lazy(() => import('./payment/PaymentPage.tsx').then((m) => ({ default: m.PaymentPage })));
const ThreeDSecureReturnPage = lazy(() => import('./payment/ThreeDSecureReturnPage.tsx').then((m) => ({ default: m.ThreeDSecureReturnPage })));
const FindReservationPage = lazy(() => import('./manage/FindReservationPage.tsx').then((m) => ({ default: m.FindReservationPage })));
const ReviewReservationPage = lazy(() => import('./manage/ReviewReservationPage.tsx').then((m) => ({ default: m.ReviewReservationPage })));
const UnsubscribeConfirmationPage = lazy(() => import('./manage/UnsubscribePages.tsx').then((m) => ({ default: m.UnsubscribeConfirmationPage })));
const UnsubscribeSuccessPage = lazy(() => import('./manage/UnsubscribePages.tsx').then((m) => ({ default: m.UnsubscribeSuccessPage })));
// Every account page (sign-in, sign-up, confirmation, organisation) is in one chunk.
const AccountPages = lazy(() => import('./account/AccountPages.tsx').then((m) => ({ default: m.AccountPages })));
const ACCOUNT_ROUTES = [PATHS.signIn, PATHS.organisationSignIn, PATHS.organisationAdmin, PATHS.signOut, PATHS.signUp, PATHS.signUpResult, PATHS.memberConfirmation, PATHS.resendConfirmation];
// The pay-link page (issue #16): its own small chunk, outside the shell, without a hotel code.
// main.tsx loads it before the first render when the HTML carries the page (startPayPage): it then
// renders at once over the server's drawn page, not through the routes' spinner (issue 27 §8).
const payLinkPages = preloadableModule(() => import('./payLink/PayLinkPage.tsx'));
export const loadPayLinkPage = payLinkPages.load;
const PayLinkPage = payLinkPages.component((m) => m.PayLinkPage);
const PayLinkQrPage = lazy(() => import('./payLink/PayLinkQrPage.tsx').then((m) => ({ default: m.PayLinkQrPage })));
const PayLinkDisplayPage = payLinkPages.component((m) => m.PayLinkDisplayPage);

/**
 * The pages after the results need the 'bookingPages' texts, which the first screen does not
 * download: the page waits (under the routes' Suspense spinner) until they are there.
 */
function WithPageTexts({ children }: { children: ReactNode }) {
  const { ready } = useTranslation('bookingPages', { useSuspense: true });
  return ready ? children : null;
}

function ToBookingResult() {
  const { search } = useLocation();
  return <Navigate replace to={{ pathname: PATHS.result, search }} />;
}

export function App() {
  return (
    <BrowserRouter basename={routerBasename()}>
      <AppRoutes />
    </BrowserRouter>
  );
}

/**
 * The shell and the pages, under whichever router holds the address: the browser's (App), or the
 * server's StaticRouter when the API renders the results page's first screen (server/firstScreen.tsx).
 */
export function AppRoutes() {
  return (
    <BookingShell>
      <Suspense fallback={<Spinner />}>
        <Routes>
          <Route path={PATHS.root} element={<ToBookingResult />} />
          <Route path={PATHS.result} element={<ResultPage />} />
          <Route path={PATHS.facilities} element={<WithPageTexts><FacilitiesPage /></WithPageTexts>} />
          <Route path={PATHS.cancellationPolicy} element={<WithPageTexts><CancellationPolicyPage /></WithPageTexts>} />
          <Route path={PATHS.guestDetail} element={<WithPageTexts><GuestDetailPage /></WithPageTexts>} />
          <Route path={PATHS.payment} element={<WithPageTexts><PaymentPage /></WithPageTexts>} />
          <Route path={PATHS.threeDsReturn} element={<WithPageTexts><ThreeDSecureReturnPage /></WithPageTexts>} />
          <Route path={PATHS.confirmation} element={<WithPageTexts><ConfirmationPage /></WithPageTexts>} />
          <Route path={PATHS.fail} element={<WithPageTexts><FailPage /></WithPageTexts>} />
          <Route path={PATHS.unavailable} element={<ServiceUnavailablePage />} />
          <Route path={PATHS.findReservation} element={<WithPageTexts><FindReservationPage /></WithPageTexts>} />
          <Route path={PATHS.reviewReservation} element={<WithPageTexts><ReviewReservationPage /></WithPageTexts>} />
          <Route path={PATHS.unsubscribeConfirmation} element={<WithPageTexts><UnsubscribeConfirmationPage /></WithPageTexts>} />
          <Route path={PATHS.unsubscribeSuccess} element={<WithPageTexts><UnsubscribeSuccessPage /></WithPageTexts>} />
          <Route path={PATHS.payLink} element={<PayLinkPage />} />
          <Route path={PATHS.payLinkDisplay} element={<PayLinkDisplayPage />} />
          <Route path={PATHS.payLinkQr} element={<PayLinkQrPage />} />
          {ACCOUNT_ROUTES.map((path) => (
            <Route key={path} path={path} element={<WithPageTexts><AccountPages /></WithPageTexts>} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </BookingShell>
  );
}

export function routerBasename(): string {
  return import.meta.env.BASE_URL.replace(/\/$/, '') || '/';
}
