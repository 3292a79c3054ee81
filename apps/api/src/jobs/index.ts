// The server's jobs and their queue (README "Jobs"): definitions.ts says what runs and when,
// queue.ts how (pg-boss), plugin.ts gives the app its queue as app.jobs.
export { DEFAULT_EXPIRE_SECONDS, EVERY_MINUTE, JOBS, ONE_OFF_RETRY, PERIODIC_RETRY, type JobDefinition, type QueuePolicy, type RetryPolicy } from './definitions.ts';
export { expirePendingPayments, type ExpiryReport } from './expire-pending-payments.ts';
export { purgeUnlinkedUploads, purgeUploads, STRAY_TEMPORARY_FILE_AGE_MS, UNLINKED_UPLOAD_TTL_MS } from './purge-unlinked-uploads.ts';
export { default as jobsPlugin, type JobsPluginOptions } from './plugin.ts';
export { queueDatabase, type QueueDatabase } from './queue-database.ts';
export { JobQueue, type DueRuns, type SendOptions } from './queue.ts';
