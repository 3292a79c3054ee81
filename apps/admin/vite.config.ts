// The admin app, served by the API at '/admin/'. Client credentials are baked in at build time.
import { appConfig } from '../../vite.config.ts';

export default appConfig('/admin/', {
  define: {
    'import.meta.env.VITE_NOREN_CLIENT_KEY': JSON.stringify(process.env.NOREN_ADMIN_CLIENT_KEY ?? 'demo-admin'),
    'import.meta.env.VITE_NOREN_CLIENT_SECRET': JSON.stringify(process.env.NOREN_ADMIN_CLIENT_SECRET ?? 'demo-admin-secret'),
    'import.meta.env.VITE_NOREN_APP_VERSION': JSON.stringify(`admin/${process.env.npm_package_version ?? '0.0.0'}`),
  },
});
