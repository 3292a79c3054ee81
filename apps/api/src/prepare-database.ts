// What a database needs before the API serves from it: the migrations, the client apps, and with
// NOREN_DEMO the demo data. main.ts runs it, or, under cluster.ts, the primary once for all workers.
import { systemClock } from '@noren/core/domain';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { ensureClientApps } from './modules/client-sessions/index.ts';
import { seedDemo } from './seed/index.ts';
import { seedLargeHotel } from './seed/large-hotel.ts';

export async function prepareDatabase(database: DatabaseHandle, config: Config): Promise<void> {
  await migrateDatabase(database, config.migrationsDir);
  await ensureClientApps(database.db, config.clientApps, config.argon2);
  if (config.demo) await seedDemo(database.db, systemClock, config.argon2);
  if (config.demo && config.benchHotel) await seedLargeHotel(database.db, systemClock);
}
