// Gives every route the database (app.db) and its kind, and closes it when the server closes.
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../db/client.ts';

export default fp<{ handle: DatabaseHandle }>(async (app, { handle }) => {
  app.decorate('db', handle.db);
  app.decorate('dbKind', handle.kind);
  app.addHook('onClose', async () => {
    await handle.close();
  });
}, { name: 'noren-database' });
