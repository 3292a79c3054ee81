// Reservation exports (issue #15): POST …/reservation_exports writes the CSV of the list's filter
// (core/domain's one writer, every column), either straight back (delivery download) or behind an
// authenticated link valid EXPORT_LINK_TTL_MS (delivery link): the file is kept in the object store
// and the purge-organisation-exports job deletes it after that. Limits (README "Corporate admin
// console"): EXPORTS_PER_DAY per organisation per day in the contract's zone, EXPORT_MAX_ROWS rows
// per export; beyond either, 422 code 1600 and nothing is recorded. Every export and every
// download of a link is in the audit log, written in the same transaction.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  ErrorCode, NorenError, csvBytes, exportCells, exportTable, normaliseLanguage, todayInTimeZone, EXPORT_COLUMNS, type ExportColumn,
} from '@noren/core/domain';
import type { ExportLink, ExportRequest } from '@noren/core/contract';
import type { Executor } from '../../db/database.ts';
import { translator } from '../../i18n/mail-texts.ts';
import type { ObjectStore } from '../../storage/object-store.ts';
import { auditActorOf, recordAudit } from '../audit/index.ts';
import { organisationExportRows } from '../reservations/index.ts';
import type { AdminScope } from './access.ts';
import { contractOf } from './contract.ts';
import { countExportsOn, findExport, insertExport, lockOrganisationExports, markExportDeleted, takeExpiredExports } from './repository.ts';
import { listFilter, sortOf } from './reservations.ts';

/** N: exports an organisation may make per day (in its contract's zone). */
export const EXPORTS_PER_DAY = 20;
/** M: rows one export may hold; narrow the filter beyond it. */
export const EXPORT_MAX_ROWS = 10_000;
export const EXPORT_LINK_TTL_MS = 24 * 60 * 60 * 1000;
const KEY_PREFIX = 'organisation-exports';

export interface ExportDeps {
  db: Executor;
  now: Date;
  storage: ObjectStore;
  localesDir: string;
  clientAddress: string;
}

export type ExportResult =
  | { kind: 'file'; filename: string; bytes: Uint8Array; rowCount: number }
  | { kind: 'link'; link: ExportLink };

const limitExceeded = (limit: 'daily' | 'rows', max: number) =>
  new NorenError(ErrorCode.csvDownloadLimitExceeded, { payload: { limit, max } });

const dailyLimitReached = async (db: Executor, organisationId: number, localDay: string) => (await countExportsOn(db, organisationId, localDay)) >= EXPORTS_PER_DAY;

export async function createExport(deps: ExportDeps, scope: AdminScope, body: ExportRequest, basePath: string): Promise<ExportResult> {
  const contract = await contractOf(deps.db, scope.brand, scope.organisation.id);
  const q = body.filter ?? {};
  const filter = listFilter(scope.organisation.id, contract, q, body.locale);
  const { sort, order } = sortOf(q);
  const localDay = todayInTimeZone(deps.now, contract.timeZone);
  // Refused before reading and writing up to EXPORT_MAX_ROWS rows for nothing; the count is taken
  // again under the lock below, which is what holds against exports racing.
  if (await dailyLimitReached(deps.db, scope.organisation.id, localDay)) throw limitExceeded('daily', EXPORTS_PER_DAY);
  const rows = await organisationExportRows(deps.db, filter, sort, order, EXPORT_MAX_ROWS);
  if (rows.length > EXPORT_MAX_ROWS) throw limitExceeded('rows', EXPORT_MAX_ROWS);

  const encoding = body.encoding ?? 'excel';
  const delivery = body.delivery ?? 'download';
  const t = translator(normaliseLanguage(body.locale) ?? 'en', deps.localesDir, 'orgAdminApi');
  const header = Object.fromEntries(EXPORT_COLUMNS.map((c) => [c, t(`columns.${c}`)])) as Record<ExportColumn, string>;
  const cells = rows.map((r) => exportCells(r, todayInTimeZone(new Date(r.reserved_at), contract.timeZone), t(`status.${r.status}`)));
  const bytes = csvBytes(exportTable(header, cells), encoding);
  const publicId = randomBytes(18).toString('base64url');
  const filename = `reservations-${scope.organisation.code}-${localDay}.csv`;
  const fileKey = delivery === 'link' ? `${KEY_PREFIX}/${scope.organisation.id}/${publicId}.csv` : null;
  const expiresAt = delivery === 'link' ? new Date(deps.now.getTime() + EXPORT_LINK_TTL_MS) : null;

  await deps.db.transaction(async (tx) => {
    await lockOrganisationExports(tx, scope.organisation.id);
    if (await dailyLimitReached(tx, scope.organisation.id, localDay)) throw limitExceeded('daily', EXPORTS_PER_DAY);
    await insertExport(tx, {
      publicId, organisationId: scope.organisation.id, organisationUserId: scope.principal.organisationUserId, delivery, encoding,
      rowCount: rows.length, localDay, fileKey, filename, createdAt: deps.now, expiresAt,
    });
    await recordAudit(tx, {
      brandId: scope.brand.id,
      at: deps.now,
      actor: await auditActorOf(tx, scope.principal),
      action: 'reservation_export.create',
      target: { type: 'reservation_export', id: publicId },
      organisationId: scope.organisation.id,
      parameters: { filter: q, encoding, delivery },
      rowCount: rows.length,
      clientAddress: deps.clientAddress,
    });
    // Last, inside the transaction: a failed write rolls the row and its entry back.
    if (fileKey) await deps.storage.put(fileKey, bytes, { contentType: 'text/csv; charset=utf-8' });
  });

  if (delivery === 'download') return { kind: 'file', filename, bytes, rowCount: rows.length };
  return {
    kind: 'link',
    link: { id: publicId, url: `${basePath}/${publicId}`, filename, expires_at: expiresAt!.toISOString(), row_count: rows.length, encoding },
  };
}

const gone = () => new NorenError(ErrorCode.expired, { payload: { resource: 'reservation_export' } });

/** A link's file, for the organisation's admin, within 24 hours; each download is audited. */
export async function downloadExport(deps: ExportDeps, scope: AdminScope, publicId: string): Promise<{ filename: string; bytes: Buffer }> {
  const row = await findExport(deps.db, scope.organisation.id, publicId);
  if (!row || row.delivery !== 'link') throw new NorenError(ErrorCode.downloadFileNotFound, { payload: { resource: 'reservation_export' } });
  if (!row.fileKey || !row.expiresAt || row.expiresAt.getTime() <= deps.now.getTime()) throw gone();
  const stored = await deps.storage.get(row.fileKey);
  if (!stored) throw gone();
  const chunks: Buffer[] = [];
  for await (const chunk of stored.body) chunks.push(Buffer.from(chunk as Uint8Array));
  await deps.db.transaction(async (tx) => {
    await recordAudit(tx, {
      brandId: scope.brand.id,
      at: deps.now,
      actor: await auditActorOf(tx, scope.principal),
      action: 'reservation_export.download',
      target: { type: 'reservation_export', id: publicId },
      organisationId: scope.organisation.id,
      rowCount: row.rowCount,
      clientAddress: deps.clientAddress,
    });
  });
  return { filename: row.filename, bytes: Buffer.concat(chunks) };
}

/**
 * The purge-organisation-exports job: deletes link files EXPORT_LINK_TTL_MS after their export
 * (the row stays, without its key, for the daily count). Rows are taken FOR UPDATE SKIP LOCKED, so
 * several API processes may run it at once; the file goes last, in the row's transaction.
 */
export async function purgeExpiredExports(app: Pick<FastifyInstance, 'db' | 'clock' | 'storage'>): Promise<number> {
  const now = app.clock.now();
  let purged = 0;
  for (let batch = 0; batch < 20; batch++) {
    const n = await app.db.transaction(async (tx) => {
      const rows = await takeExpiredExports(tx, now, 100);
      for (const r of rows) {
        await markExportDeleted(tx, r.id, now);
        await app.storage.delete(r.fileKey);
      }
      return rows.length;
    });
    purged += n;
    if (n < 100) break;
  }
  return purged;
}
