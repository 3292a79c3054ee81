// The kiosk app, served by the API at '/kiosk/'. Client credentials are baked in at build time.
import { appConfig } from '../../vite.config.ts';

export default appConfig('/kiosk/', {
  define: {
    'import.meta.env.VITE_NOREN_CLIENT_KEY': JSON.stringify(process.env.NOREN_KIOSK_CLIENT_KEY ?? 'demo-kiosk'),
    'import.meta.env.VITE_NOREN_CLIENT_SECRET': JSON.stringify(process.env.NOREN_KIOSK_CLIENT_SECRET ?? 'demo-kiosk-secret'),
    'import.meta.env.VITE_NOREN_APP_VERSION': JSON.stringify(`kiosk/${process.env.npm_package_version ?? '0.0.0'}`),
  },
});
