// The kiosk's routes. The attract screen is the first download; the walk-in booking and the
// reservation lookup (with the forms, moment-timezone, qrcode and jsQR) load when a guest opens
// them (`npm run bench -- kiosk-js` holds the attract screen to its budget).
import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { NotFoundPage, Spinner } from '@noren/core/ui';
import { KioskShell } from './shell/KioskShell.tsx';
import { AttractScreen } from './screens/AttractScreen.tsx';

const WalkInFlow = lazy(() => import('./booking/WalkInFlow.tsx'));
const FindFlow = lazy(() => import('./find/FindFlow.tsx'));

export function App() {
  return (
    <BrowserRouter basename={import.meta.env.BASE_URL.replace(/\/$/, '') || '/'}>
      <KioskShell>
        <Suspense fallback={<Spinner />}>
          <Routes>
            <Route path="/" element={<AttractScreen />} />
            <Route path="/book" element={<WalkInFlow />} />
            <Route path="/find" element={<FindFlow />} />
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </Suspense>
      </KioskShell>
    </BrowserRouter>
  );
}
