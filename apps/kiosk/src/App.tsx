import { BrowserRouter, Route, Routes } from 'react-router';
import { AppShell, NotFoundPage } from '@noren/core/ui';
import { LobbyPage } from './pages/LobbyPage.tsx';

export function App() {
  return (
    <BrowserRouter basename={import.meta.env.BASE_URL.replace(/\/$/, '') || '/'}>
      <AppShell appTitleKey="apps.kiosk">
        <Routes>
          <Route path="/" element={<LobbyPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </AppShell>
    </BrowserRouter>
  );
}
