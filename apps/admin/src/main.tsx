import '@noren/core/ui/noren.css';
import './admin.css';
import { mountApp } from '@noren/core/ui';
import { App } from './App.tsx';
import { ADMIN_ROOT } from './stores/adminRoot.tsx';

await mountApp({
  appKey: import.meta.env.VITE_NOREN_CLIENT_KEY,
  appSecret: import.meta.env.VITE_NOREN_CLIENT_SECRET,
  appVersion: import.meta.env.VITE_NOREN_APP_VERSION,
  namespaces: ['common', 'admin', 'errors'],
  container: document.getElementById('root')!,
  app: <App />,
  root: ADMIN_ROOT,
});
