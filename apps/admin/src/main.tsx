import '@noren/core/ui/noren.css';
import './admin.css';
import { mountApp, localeFiles } from '@noren/core/ui';
import { App } from './App.tsx';
import { ADMIN_ROOT } from './stores/adminRoot.tsx';

await mountApp({
  appKey: import.meta.env.VITE_NOREN_CLIENT_KEY,
  appSecret: import.meta.env.VITE_NOREN_CLIENT_SECRET,
  appVersion: import.meta.env.VITE_NOREN_APP_VERSION,
  namespaces: ['common', 'admin', 'errors', 'staffPayLinks', 'staffKiosk'],
  // Only the namespaces this app loads: the first chunk lists no other app's locale files. The
  // organisation console's and the contract screens' texts load with their pages.
  locales: localeFiles(import.meta.glob('../../../locales/*/{common,admin,errors,orgAdmin,staffContracts,staffPayLinks,staffKiosk,payLinkReceipt}.json')),
  container: document.getElementById('root')!,
  app: <App />,
  root: ADMIN_ROOT,
});
