// The booking app, served by the API at '/'. Client credentials are baked in at build time.
import { appConfig } from '../../vite.config.ts';

export default appConfig('/', {
  define: {
    'import.meta.env.VITE_NOREN_CLIENT_KEY': JSON.stringify(process.env.NOREN_BOOKING_CLIENT_KEY ?? 'demo-booking'),
    'import.meta.env.VITE_NOREN_CLIENT_SECRET': JSON.stringify(process.env.NOREN_BOOKING_CLIENT_SECRET ?? 'demo-booking-secret'),
    'import.meta.env.VITE_NOREN_APP_VERSION': JSON.stringify(`booking/${process.env.npm_package_version ?? '0.0.0'}`),
  },
});
