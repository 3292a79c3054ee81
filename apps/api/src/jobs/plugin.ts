// Gives the app its job queue (app.jobs), built on the app's database, and stops it when the
// app closes: registered after the database plugin, so its onClose runs first (Fastify runs them
// in reverse) and the runs in flight finish before the database closes.
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { JOBS, type JobDefinition } from './definitions.ts';
import { queueDatabase } from './queue-database.ts';
import { JobQueue } from './queue.ts';

export interface JobsPluginOptions {
  config: Pick<Config, 'databaseUrl' | 'jobs'>;
  handle: DatabaseHandle;
  /** The jobs the queue knows; the server's own (JOBS) when left out. */
  jobs?: readonly JobDefinition[];
}

export default fp<JobsPluginOptions>(async (app, { config, handle, jobs = JOBS }) => {
  const queue = new JobQueue(app, queueDatabase(handle, config.databaseUrl), config.jobs, jobs);
  app.decorate('jobs', queue);
  app.addHook('onClose', () => queue.stop());
}, { name: 'noren-jobs' });
