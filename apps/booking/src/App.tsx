// The booking widget's routes (spec part 1 §2 "Brand booking mode routes"): / redirects to the
// booking result, keeping the query, which carries the hotel code and language. Guest detail and
// confirmation load lazily, so a guest who only looks at rooms never downloads the form.
import { lazy, Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router';
import { NotFoundPage, Spinner } from '@noren/core/ui';
import { BookingShell } from './shell/BookingShell.tsx';
import { ResultPage } from './pages/ResultPage.tsx';
import { FailPage } from './pages/FailPage.tsx';
import { ServiceUnavailablePage } from './pages/ServiceUnavailablePage.tsx';
import { CancellationPolicyPage } from './pages/CancellationPolicyPage.tsx';
import { FacilitiesPage } from './pages/FacilitiesPage.tsx';
import { PATHS } from './routes/paths.ts';

export const BOOKING_RESULT_PATH = PATHS.result;

const GuestDetailPage = lazy(() => import('./guest/GuestDetailPage.tsx').then((m) => ({ default: m.GuestDetailPage })));
const ConfirmationPage = lazy(() => import('./confirmation/ConfirmationPage.tsx').then((m) => ({ default: m.ConfirmationPage })));

function ToBookingResult() {
  const { search } = useLocation();
  return <Navigate replace to={{ pathname: PATHS.result, search }} />;
}

export function App() {
  return (
    <BrowserRouter basename={routerBasename()}>
      <BookingShell>
        <Suspense fallback={<Spinner />}>
          <Routes>
            <Route path={PATHS.root} element={<ToBookingResult />} />
            <Route path={PATHS.result} element={<ResultPage />} />
            <Route path={PATHS.facilities} element={<FacilitiesPage />} />
            <Route path={PATHS.cancellationPolicy} element={<CancellationPolicyPage />} />
            <Route path={PATHS.guestDetail} element={<GuestDetailPage />} />
            <Route path={PATHS.confirmation} element={<ConfirmationPage />} />
            <Route path={PATHS.fail} element={<FailPage />} />
            <Route path={PATHS.unavailable} element={<ServiceUnavailablePage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </Suspense>
      </BookingShell>
    </BrowserRouter>
  );
}

function routerBasename(): string {
  return import.meta.env.BASE_URL.replace(/\/$/, '') || '/';
}
