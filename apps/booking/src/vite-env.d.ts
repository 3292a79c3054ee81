/// <reference types="vite/client" />

// Set by `define` in vite.config.ts from NOREN_<APP>_CLIENT_KEY / _SECRET (demo values by default).
interface ImportMetaEnv {
  readonly VITE_NOREN_CLIENT_KEY: string;
  readonly VITE_NOREN_CLIENT_SECRET: string;
  readonly VITE_NOREN_APP_VERSION: string;
}
