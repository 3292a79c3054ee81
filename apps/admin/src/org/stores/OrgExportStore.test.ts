import { describe, expect, it } from 'vitest';
import { BlobReader, configure, Uint8ArrayWriter, ZipReader } from '@zip.js/zip.js';
import { orgAdminApiFor, type ExportRequest as OrgExportRequest } from '@noren/core/api';
import { OrgExportStore } from './OrgExportStore.ts';
import { zipCsv } from '../export/zipCsv.ts';
import type { ZipRunner } from '../export/zipRunner.ts';
import { generatePassword, MIN_GENERATED_LENGTH } from '../export/password.ts';

configure({ useWebWorkers: false });
const CSV = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('number,guest\nR1,Sato\n')]);
const runZip: ZipRunner = async (job, onProgress, signal) => zipCsv({ ...job, csv: new Uint8Array(await job.csv.arrayBuffer()) }, onProgress, signal);

function setup(zip: ZipRunner = runZip) {
  const bodies: OrgExportRequest[] = [];
  const api = {
    ...orgAdminApiFor({}),
    orgExportCsv: async (_b: number, _o: number, body: OrgExportRequest) => (bodies.push(body), new Blob([CSV], { type: 'text/csv' })),
    orgExportLink: async () => ({ id: 'abcdefabcdefabcdef', url: '/api/v1/exports/abc', filename: 'r.csv', expires_at: '2026-11-26T14:00:00Z', row_count: 1, encoding: 'utf8' as const }),
  };
  const store = new OrgExportStore({ api, scope: () => ({ brandId: 1, orgId: 7 }), zip, baseName: () => 'reservations-acme-FY2026', makePassword: () => 'Generated-Password-20' });
  return { store, bodies };
}

async function open(zip: Blob, password?: string): Promise<Uint8Array> {
  const reader = new ZipReader(new BlobReader(zip), password ? { password } : {});
  const [entry] = await reader.getEntries();
  if (!entry || entry.directory) throw new Error('no file');
  return entry.getData(new Uint8ArrayWriter());
}

describe('OrgExportStore', () => {
  it('locks the server’s CSV bytes (BOM kept) in an AES-256 ZIP with the generated password, shown once', async () => {
    const { store, bodies } = setup();
    expect(await store.start({ fiscal_year: 2026 })).toBe(true);
    expect(bodies).toEqual([{ filter: { fiscal_year: 2026 }, encoding: 'excel', locale: undefined }]);
    const result = store.result!;
    expect(result.filename).toBe('reservations-acme-FY2026.zip');
    expect(result.password).toBe('Generated-Password-20');
    expect(await open(result.blob, result.password)).toEqual(CSV);
    await expect(open(result.blob)).rejects.toThrow();
    await expect(open(result.blob, 'wrong-password-123')).rejects.toThrow();
    store.dismiss();
    expect(store.result).toBeNull();
  });

  it('refuses a typed password under 12 characters before calling, and takes one that is long enough', async () => {
    const { store, bodies } = setup();
    store.set('passwordMode', 'typed');
    store.set('encryption', 'zipcrypto');
    store.setTypedPassword('short-pass');
    expect(await store.start({})).toBe(false);
    expect(store.passwordProblem).toBe('too_short');
    expect(bodies).toEqual([]);
    store.setTypedPassword('long-enough-pass');
    expect(await store.start({})).toBe(true);
    expect(await open(store.result!.blob, 'long-enough-pass')).toEqual(CSV);
    expect(store.typedPassword).toBe('');
  });

  it('cancels an archive under way: nothing is kept', async () => {
    let started!: () => void;
    const begun = new Promise<void>((r) => (started = r));
    const { store } = setup((_job, _p, signal) => new Promise((_, reject) => {
      started();
      signal.addEventListener('abort', () => reject(new DOMException('cancelled', 'AbortError')));
    }));
    const run = store.start({});
    await begun;
    expect(store.busy).toBe(true);
    store.cancel();
    expect(await run).toBe(false);
    expect(store.busy).toBe(false);
    expect(store.result).toBeNull();
    expect(store.error).toBeNull();
  });

  it('asks the server for a 24-hour link instead, with the plain UTF-8 encoding', async () => {
    const { store } = setup();
    store.set('method', 'link');
    store.set('encoding', 'utf8');
    expect(await store.start({ hotel: 'kyoto-gion' })).toBe(true);
    expect(store.link?.url).toBe('/api/v1/exports/abc');
  });
});

describe('generatePassword', () => {
  it('is long enough, from crypto randomness, and differs each time', () => {
    const a = generatePassword();
    expect(a.length).toBeGreaterThanOrEqual(MIN_GENERATED_LENGTH);
    expect(a).not.toBe(generatePassword());
    expect(a).toMatch(/^[A-HJ-NP-Za-km-z2-9]+$/);
  });
});
