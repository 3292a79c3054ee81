// moveStatus checks core/domain's transition tables before it touches the database, and writes
// with a condition on the status it moves from: zero rows is a refused (stale) transition.
import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { Executor } from '../../../db/database.ts';
import { isLegalMove, moveStatus, StatusTransitionRefused, type StatusPair } from './status.ts';

const NOW = new Date('2026-04-01T00:00:00Z');

function fakeDb(rows: unknown[]) {
  const execute = vi.fn(async (_query: SQL) => ({ rows }));
  return { db: { execute } as unknown as Executor, execute };
}

const refusal = async (move: Promise<void>) => move.then(() => null, (error: unknown) => error);

describe('moveStatus', () => {
  it('refuses an illegal edge before any query', async () => {
    const { db, execute } = fakeDb([{ id: 1 }]);
    const error = await refusal(moveStatus(db, 1, { status: 'cancelled', payment: null }, { status: 'done', payment: null }, NOW));
    expect(error).toBeInstanceOf(StatusTransitionRefused);
    expect((error as StatusTransitionRefused).reason).toBe('illegal');
    const paymentBack = await refusal(moveStatus(db, 1, { status: 'done', payment: 'captured' }, { status: 'done', payment: 'authorized' }, NOW));
    expect((paymentBack as StatusTransitionRefused).reason).toBe('illegal');
    expect(execute).not.toHaveBeenCalled();
  });

  it('writes WHERE status = from and payment_status = from', async () => {
    const { db, execute } = fakeDb([{ id: 7 }]);
    await moveStatus(db, 7, { status: 'payment_pending', payment: 'pre_3d_secure' }, { status: 'done', payment: 'captured' }, NOW, { paymentExpiresAt: null });
    const query = new PgDialect().sqlToQuery(execute.mock.calls[0][0]);
    expect(query.sql).toMatch(/^update reservations set status = \$1, payment_status = \$2, payment_expires_at = \$3::timestamptz,\s+updated_at = \$4::timestamptz\s+where id = \$5 and status = \$6 and payment_status is not distinct from \$7::text returning id$/);
    expect(query.params).toEqual(['done', 'captured', null, NOW.toISOString(), 7, 'payment_pending', 'pre_3d_secure']);
  });

  it('answers a stale move (zero rows) with a refusal', async () => {
    const { db } = fakeDb([]);
    const error = await refusal(moveStatus(db, 3, { status: 'done', payment: null }, { status: 'cancelled', payment: null }, NOW));
    expect((error as StatusTransitionRefused).reason).toBe('stale');
  });

  it('allows a move where one part moves along its table and the other stays', () => {
    const pair = (status: StatusPair['status'], payment: StatusPair['payment']): StatusPair => ({ status, payment });
    expect(isLegalMove(pair('payment_pending', null), pair('payment_pending', 'pre_3d_secure'))).toBe(true);
    expect(isLegalMove(pair('payment_pending', 'pre_3d_secure'), pair('cancelled', 'failed'))).toBe(true);
    expect(isLegalMove(pair('done', 'captured'), pair('cancelled', 'captured'))).toBe(true);
    expect(isLegalMove(pair('done', null), pair('done', null))).toBe(false);
    expect(isLegalMove(pair('done', 'captured'), pair('cancelled', null))).toBe(false);
  });
});
