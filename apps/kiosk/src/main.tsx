import '@noren/core/ui/noren.css';
import { mountApp } from '@noren/core/ui';
import { App } from './App.tsx';

await mountApp({
  appKey: import.meta.env.VITE_NOREN_CLIENT_KEY,
  appSecret: import.meta.env.VITE_NOREN_CLIENT_SECRET,
  appVersion: import.meta.env.VITE_NOREN_APP_VERSION,
  namespaces: ['common', 'kiosk', 'errors'],
  container: document.getElementById('root')!,
  app: <App />,
});
