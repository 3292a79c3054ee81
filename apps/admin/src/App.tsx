// The facility staff console's routes (under /admin/): sign-in, then the signed-in area with the
// reservations (list and one), the mail outbox (list and one), contracts, the audit log, pay links and the lobby kiosks. Beside it, the corporate admin
// console under /organization (issue #15), with its own frame and stores. Pages load when first opened.
import { lazy, Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router';
import { AppShell, NotFoundPage, Spinner } from '@noren/core/ui';
import { ConsoleLayout } from './console/ConsoleLayout.tsx';
import { keptSearch, PATHS } from './console/paths.ts';
import { SignInPage } from './console/SignInPage.tsx';
import { ORG_PATHS } from './org/paths.ts';

const ReservationsPage = lazy(() => import('./reservations/ReservationsPage.tsx').then((m) => ({ default: m.ReservationsPage })));
const ReservationDetailPage = lazy(() => import('./reservations/ReservationDetailPage.tsx').then((m) => ({ default: m.ReservationDetailPage })));
const OutboxPage = lazy(() => import('./outbox/OutboxPage.tsx').then((m) => ({ default: m.OutboxPage })));
const ContractsPage = lazy(() => import('./contracts/ContractsPage.tsx').then((m) => ({ default: m.ContractsPage })));
const AuditLogPage = lazy(() => import('./audit/AuditLogPage.tsx').then((m) => ({ default: m.AuditLogPage })));
const OrgLayout = lazy(() => import('./org/OrgLayout.tsx').then((m) => ({ default: m.OrgLayout })));
const OrgReservationsPage = lazy(() => import('./org/reservations/OrgReservationsPage.tsx').then((m) => ({ default: m.OrgReservationsPage })));
const OrgStaysPage = lazy(() => import('./org/stays/OrgStaysPage.tsx').then((m) => ({ default: m.OrgStaysPage })));
const PayLinksPage = lazy(() => import('./payLinks/PayLinksPage.tsx').then((m) => ({ default: m.PayLinksPage })));
const KioskPage = lazy(() => import('./kiosk/KioskPage.tsx').then((m) => ({ default: m.KioskPage })));
const OutboxMailPage = lazy(() => import('./outbox/OutboxMailPage.tsx').then((m) => ({ default: m.OutboxMailPage })));

function ToReservations() {
  const { search } = useLocation();
  return <Navigate replace to={{ pathname: PATHS.reservations, search: keptSearch(search) }} />;
}

function ToOrgReservations() {
  const { search } = useLocation();
  return <Navigate replace to={{ pathname: ORG_PATHS.reservations, search: keptSearch(search) }} />;
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
              <Route path={PATHS.contracts} element={<ContractsPage />} />
              <Route path={PATHS.audit} element={<AuditLogPage />} />
              <Route path={PATHS.payLinks} element={<PayLinksPage />} />
              <Route path={PATHS.kiosks} element={<KioskPage />} />
            </Route>
            <Route path={ORG_PATHS.door} element={<OrgLayout />}>
              <Route index element={<ToOrgReservations />} />
              <Route path={ORG_PATHS.reservations} element={<OrgReservationsPage />} />
              <Route path={ORG_PATHS.stays} element={<OrgStaysPage />} />
            </Route>
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </Suspense>
      </AppShell>
    </BrowserRouter>
  );
}
