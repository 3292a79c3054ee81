import '@noren/core/ui/noren.css';
import { mountApp, localeFiles } from '@noren/core/ui';
import { App } from './App.tsx';

await mountApp({
  appKey: import.meta.env.VITE_NOREN_CLIENT_KEY,
  appSecret: import.meta.env.VITE_NOREN_CLIENT_SECRET,
  appVersion: import.meta.env.VITE_NOREN_APP_VERSION,
  namespaces: ['common', 'kiosk', 'errors'],
  // Only the namespaces this app loads: the first chunk lists no other app's locale files.
  locales: localeFiles(import.meta.glob('../../../locales/*/{common,kiosk,errors}.json')),
  container: document.getElementById('root')!,
  app: <App />,
});
