// The facility staff console's routes (under /admin/): sign-in, then the signed-in area with the
// reservations (list and one) and the mail outbox (list and one). Pages load when first opened.
import { lazy, Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router';
import { AppShell, NotFoundPage, Spinner } from '@noren/core/ui';
import { ConsoleLayout } from './console/ConsoleLayout.tsx';
import { keptSearch, PATHS } from './console/paths.ts';
import { SignInPage } from './console/SignInPage.tsx';

const ReservationsPage = lazy(() => import('./reservations/ReservationsPage.tsx').then((m) => ({ default: m.ReservationsPage })));
const ReservationDetailPage = lazy(() => import('./reservations/ReservationDetailPage.tsx').then((m) => ({ default: m.ReservationDetailPage })));
const OutboxPage = lazy(() => import('./outbox/OutboxPage.tsx').then((m) => ({ default: m.OutboxPage })));
const PayLinksPage = lazy(() => import('./payLinks/PayLinksPage.tsx').then((m) => ({ default: m.PayLinksPage })));
const OutboxMailPage = lazy(() => import('./outbox/OutboxMailPage.tsx').then((m) => ({ default: m.OutboxMailPage })));

function ToReservations() {
  const { search } = useLocation();
  return <Navigate replace to={{ pathname: PATHS.reservations, search: keptSearch(search) }} />;
}

export function App() {
  return (
    <BrowserRouter basename={import.meta.env.BASE_URL.replace(/\/$/, '') || '/'}>
      <AppShell appTitleKey="apps.admin">
        <Suspense fallback={<Spinner />}>
          <Routes>
            <Route path={PATHS.signIn} element={<SignInPage />} />
            <Route element={<ConsoleLayout />}>
              <Route index element={<ToReservations />} />
              <Route path={PATHS.reservations} element={<ReservationsPage />} />
              <Route path="/reservations/:number" element={<ReservationDetailPage />} />
              <Route path={PATHS.outbox} element={<OutboxPage />} />
              <Route path="/outbox/:mailId" element={<OutboxMailPage />} />
              <Route path={PATHS.payLinks} element={<PayLinksPage />} />
            </Route>
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </Suspense>
      </AppShell>
    </BrowserRouter>
  );
}
