// The one clock every time-dependent rule reads (app.clock); tests pass a ManualClock.
import { systemClock, type Clock } from '@noren/core/domain';
import { globalPlugin } from './global.ts';

export default globalPlugin<{ clock?: Clock }>('noren-clock', async (app, { clock }) => {
  app.decorate('clock', clock ?? systemClock);
});
