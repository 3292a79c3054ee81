// The settings calls' shapes are written once in core/src/contract/settings.ts; this keeps the
// list of InitSettings keys for the tests that check a row leaves nothing out.
import { InitSettings } from '@noren/core/contract';

/** Every key of InitSettings, for tests that check nothing was left out. */
export const INIT_SETTINGS_KEYS = Object.keys(InitSettings.properties);
