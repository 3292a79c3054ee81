// The booking widget's routes (spec part 1 §2 "Brand booking mode routes"): / redirects to the
// booking result, keeping the query, which carries the hotel code and language.
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router';
import { AppShell, NotFoundPage } from '@noren/core/ui';
import { ResultPage } from './pages/ResultPage.tsx';

export const BOOKING_RESULT_PATH = '/booking/result';

function ToBookingResult() {
  const { search } = useLocation();
  return <Navigate replace to={{ pathname: BOOKING_RESULT_PATH, search }} />;
}

export function App() {
  return (
    <BrowserRouter basename={routerBasename()}>
      <AppShell appTitleKey="apps.booking">
        <Routes>
          <Route path="/" element={<ToBookingResult />} />
          <Route path={BOOKING_RESULT_PATH} element={<ResultPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </AppShell>
    </BrowserRouter>
  );
}

function routerBasename(): string {
  return import.meta.env.BASE_URL.replace(/\/$/, '') || '/';
}
