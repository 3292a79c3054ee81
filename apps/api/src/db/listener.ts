// LISTEN on one channel: the process's single connection for notifications (live/event-hub.ts).
// On PostgreSQL it is a client of its own, outside the pool, so no request ever waits for it and
// it never holds a pooled connection; it reconnects (and listens again) after a drop. On PGlite
// the driver's own `listen` hears the notifications of its one connection.
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export type Unlisten = () => Promise<void>;
export type OnNotify = (payload: string) => void;

/** A channel name is an identifier: ours are constants, checked so nothing else reaches the SQL. */
const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;

function checkChannel(channel: string): void {
  if (!CHANNEL.test(channel)) throw new Error(`bad channel name ${channel}`);
}

export async function listenPglite(client: PGlite, channel: string, onNotify: OnNotify): Promise<Unlisten> {
  checkChannel(channel);
  const unlisten = await client.listen(channel, onNotify);
  return async () => {
    if (!client.closed) await unlisten();
  };
}

/** Waits before reconnecting after a drop: 0.5 s, doubling up to 10 s. */
const backoff = (attempt: number) => Math.min(10_000, 500 * 2 ** Math.min(attempt, 5));

export async function listenPostgres(url: string, channel: string, onNotify: OnNotify): Promise<Unlisten> {
  checkChannel(channel);
  let stopped = false;
  let current: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;

  const connect = async (attempt: number): Promise<void> => {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onNotify(message.payload);
    });
    const reconnect = () => {
      if (stopped || current !== client) return;
      current = null;
      client.removeAllListeners('notification');
      client.end().catch(() => undefined);
      // Notifications sent while no one listened are lost; the clients' polling covers the gap.
      retry = setTimeout(() => void connect(attempt + 1).catch(() => undefined), backoff(attempt));
    };
    client.on('error', (error) => {
      process.emitWarning(`PostgreSQL LISTEN connection error: ${error.message}`);
      reconnect();
    });
    client.on('end', reconnect);
    current = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
      attempt = 0;
    } catch (error) {
      if (attempt === 0 && !stopped) throw error;
      reconnect();
    }
  };

  await connect(0);
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const client = current;
    current = null;
    await client?.end().catch(() => undefined);
  };
}
