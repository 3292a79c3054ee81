// drizzle-kit settings: one PostgreSQL dialect serves PGlite and PostgreSQL alike.
// Generate a migration after a schema change, from the repository root (the paths below are
// relative to it):
//   npx drizzle-kit generate --config apps/api/drizzle.config.ts
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/api/src/db/schema/index.ts',
  out: './apps/api/drizzle',
  strict: true,
  verbose: true,
});
