import '@noren/core/ui/noren.css';
import './kiosk.css';
import { mountApp, localeFiles, browserCookies } from '@noren/core/ui';
import { App } from './App.tsx';
import { kioskRootFactory } from './stores/kioskRoot.tsx';
import { browserWipeTargets } from './stores/wipe.ts';

const cookies = browserCookies();

await mountApp({
  appKey: import.meta.env.VITE_NOREN_CLIENT_KEY,
  appSecret: import.meta.env.VITE_NOREN_CLIENT_SECRET,
  appVersion: import.meta.env.VITE_NOREN_APP_VERSION,
  // 'errors' loads when an error or a form first needs it (useErrorText suspends for it).
  namespaces: ['common', 'kiosk'],
  // Only the namespaces this app loads: the first chunk lists no other app's locale files.
  locales: localeFiles(import.meta.glob('../../../locales/*/{common,kiosk,errors,payLinkReceipt,kioskReceipt}.json')),
  container: document.getElementById('root')!,
  app: <App />,
  root: kioskRootFactory({
    appKey: import.meta.env.VITE_NOREN_CLIENT_KEY,
    wipeTargets: browserWipeTargets(document, (name) => cookies.remove(name)),
  }),
});
