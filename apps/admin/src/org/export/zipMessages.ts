// What the page and the export worker say to each other.
import type { ZipEncryption } from './zipCsv.ts';

export interface ZipRequest { csv: ArrayBuffer; filename: string; password: string; encryption: ZipEncryption }

export type ZipReply =
  | { type: 'progress'; done: number; total: number }
  | { type: 'done'; zip: Blob }
  | { type: 'error'; message: string };
