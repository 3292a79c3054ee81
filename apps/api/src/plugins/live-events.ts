// Gives the app its EventHub (live/event-hub.ts): one LISTEN connection per process, opened when
// the app is ready and closed with it. Open SSE streams end when the server closes.
import fp from 'fastify-plugin';
import { EventHub, type Listen } from '../live/event-hub.ts';

export default fp<{ listen: Listen; maxStreamMs: number }>(async (app, { listen, maxStreamMs }) => {
  const hub = new EventHub(listen, maxStreamMs);
  app.decorate('liveEvents', hub);
  app.addHook('onReady', async () => {
    await hub.start();
  });
  app.addHook('preClose', async () => {
    await hub.stop();
  });
}, { name: 'noren-live-events' });
