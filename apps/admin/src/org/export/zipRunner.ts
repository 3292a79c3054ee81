// Runs one archive in the export worker and ends the worker when done or cancelled. The store gets
// a ZipRunner, so its tests hand in one that runs zipCsv directly.
import type { ZipEncryption } from './zipCsv.ts';
import type { ZipReply, ZipRequest } from './zipMessages.ts';

export interface ZipJob { csv: Blob; filename: string; password: string; encryption: ZipEncryption }

export type ZipRunner = (job: ZipJob, onProgress: (done: number, total: number) => void, signal: AbortSignal) => Promise<Blob>;

export const workerZipRunner: ZipRunner = async (job, onProgress, signal) => {
  const csv = await job.csv.arrayBuffer();
  return new Promise<Blob>((resolve, reject) => {
    const worker = new Worker(new URL('./zip.worker.ts', import.meta.url), { type: 'module', name: 'noren-zip' });
    const end = () => {
      worker.terminate();
      signal.removeEventListener('abort', onAbort);
    };
    const onAbort = () => {
      end();
      reject(new DOMException('The export was cancelled.', 'AbortError'));
    };
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort);
    worker.onmessage = (event: MessageEvent<ZipReply>) => {
      const reply = event.data;
      if (reply.type === 'progress') onProgress(reply.done, reply.total);
      else {
        end();
        if (reply.type === 'done') resolve(reply.zip);
        else reject(new Error(reply.message));
      }
    };
    worker.onerror = (event) => {
      end();
      reject(new Error(event.message || 'The export worker failed.'));
    };
    const request: ZipRequest = { csv, filename: job.filename, password: job.password, encryption: job.encryption };
    worker.postMessage(request, [csv]);
  });
};
