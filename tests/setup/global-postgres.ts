// Vitest globalSetup of the integration project: one throwaway PostgreSQL for the whole run, so
// the PostgreSQL suite is part of every `npm test`. Tests read its URL with `inject('pgUrl')`.
import type { TestProject } from 'vitest/node';
import { startTempPostgres } from '../../scripts/pg-temp.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const postgres = await startTempPostgres();
  project.provide('pgUrl', postgres.url);
  return () => postgres.stop();
}
