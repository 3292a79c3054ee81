// Gives every route the database (app.db) and its kind, and closes it when the server closes.
import type { DatabaseHandle } from '../db/client.ts';
import { globalPlugin } from './global.ts';

export default globalPlugin<{ handle: DatabaseHandle }>('noren-database', async (app, { handle }) => {
  app.decorate('db', handle.db);
  app.decorate('dbKind', handle.kind);
  app.addHook('onClose', async () => {
    await handle.close();
  });
});
