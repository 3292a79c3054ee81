// Vitest setupFiles of the unit project: every property test of the run uses the seed that
// fast-check-seed.ts chose and printed.
import fc from 'fast-check';
import { inject } from 'vitest';

fc.configureGlobal({ seed: inject('fcSeed') });
