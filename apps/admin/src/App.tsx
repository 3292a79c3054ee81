import { BrowserRouter, Route, Routes } from 'react-router';
import { AppShell, NotFoundPage } from '@noren/core/ui';
import { HomePage } from './pages/HomePage.tsx';

export function App() {
  return (
    <BrowserRouter basename={import.meta.env.BASE_URL.replace(/\/$/, '') || '/'}>
      <AppShell appTitleKey="apps.admin">
        <Routes>
          <Route path="/" element={<HomePage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </AppShell>
    </BrowserRouter>
  );
}
