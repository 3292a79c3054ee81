// The export worker: served from our own origin (a Vite worker chunk under /admin/assets/), so the
// password and the rows never leave the browser for a third party's script. One archive per
// worker; the page ends the worker to cancel.
import { zipCsv } from './zipCsv.ts';
import type { ZipReply, ZipRequest } from './zipMessages.ts';

const post = (reply: ZipReply) => (self as unknown as Worker).postMessage(reply);

self.onmessage = async (event: MessageEvent<ZipRequest>) => {
  const { csv, filename, password, encryption } = event.data;
  try {
    const zip = await zipCsv({ csv: new Uint8Array(csv), filename, password, encryption }, (done, total) => post({ type: 'progress', done, total }));
    post({ type: 'done', zip });
  } catch (error) {
    post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
};
