// Puts the CSV bytes the server wrote into a password-protected ZIP (@zip.js/zip.js). AES-256 by
// default; ZipCrypto only when asked, because old Windows Explorer opens nothing else but anyone
// can break it. Runs inside the export worker (zip.worker.ts) and, in tests, in Node.
import { BlobWriter, configure, Uint8ArrayReader, ZipWriter } from '@zip.js/zip.js';

export type ZipEncryption = 'aes256' | 'zipcrypto';

export interface ZipCsvInput {
  csv: Uint8Array;
  /** The CSV's name inside the archive. */
  filename: string;
  password: string;
  encryption: ZipEncryption;
}

// We are the worker already: zip.js compresses here rather than start workers of its own, which
// would also need their script from another address.
configure({ useWebWorkers: false });

export async function zipCsv(input: ZipCsvInput, onProgress: (done: number, total: number) => void, signal?: AbortSignal): Promise<Blob> {
  const writer = new ZipWriter(new BlobWriter('application/zip'), {
    password: input.password,
    ...(input.encryption === 'zipcrypto' ? { zipCrypto: true } : { encryptionStrength: 3 as const }),
    signal,
  });
  onProgress(0, input.csv.byteLength);
  await writer.add(input.filename, new Uint8ArrayReader(input.csv), { onprogress: (done, total) => onProgress(done, total), signal });
  const zip = await writer.close();
  onProgress(input.csv.byteLength, input.csv.byteLength);
  return zip;
}
