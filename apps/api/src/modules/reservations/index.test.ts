// The reservation module's public face exports operations only: no repository function, no
// Drizzle table and no row type (ARCHITECTURE.md "The reservation module"). Other modules reach
// the reservation through index.ts alone (lint), so what it exports is all they can touch.
import { readFileSync } from 'node:fs';
import { is, Table } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '../../db/schema/index.ts';
import * as api from './index.ts';
import * as repository from './repository/index.ts';

/** Names of `exports` that are a repository export (same value) or a table of the db schema (same name or a table value). */
function leaks(exports: Record<string, unknown>): string[] {
  const repositoryValues = new Set<unknown>(Object.values(repository));
  const tableNames = new Set(Object.entries(schema).filter(([, v]) => is(v, Table)).map(([name]) => name));
  return Object.entries(exports)
    .filter(([name, value]) => repositoryValues.has(value) || name in repository || tableNames.has(name) || is(value, Table))
    .map(([name]) => name);
}

describe('modules/reservations/index.ts', () => {
  it('exports no repository function and no Drizzle table', () => {
    expect(leaks(api)).toEqual([]);
  });

  it('would catch one that did', () => {
    expect(leaks({ openReservation: api.openReservation, findReservation: repository.findReservation, moved: repository.moveStatus })).toEqual(['findReservation', 'moved']);
    expect(leaks({ reservations: schema.reservations, rooms: schema.reservationRooms })).toEqual(['reservations', 'rooms']);
  });

  it('re-exports nothing of the repository, not even its types', () => {
    // Types leave no trace at run time: the source must not name the repository or a row type.
    const source = readFileSync(new URL('./index.ts', import.meta.url), 'utf8').replace(/^\s*\/\/.*$/gm, '');
    expect(source).not.toMatch(/from\s+'\.\/repository/);
    expect(source).not.toMatch(/\b\w+Row\b/);
    expect(source).not.toMatch(/db\/schema/);
  });

  it('exports the operations the rest of the API uses, and the route plugin', () => {
    const operations = [
      'createReservation', 'openReservation', 'getReservation', 'getBrandReservation', 'updateSettings', 'updateReservation', 'previewCancel',
      'cancelReservation', 'getGuests', 'updateGuests', 'listReservationQuestions', 'saveAnswers', 'buildReceipt', 'userReservations',
      'hotelReservationPage', 'staffReservationView', 'staffReceipt', 'paymentResult', 'settleExpiredPayments', 'refundFromPayments', 'reservationForMail',
    ] as const;
    for (const name of operations) expect(typeof api[name], name).toBe('function');
    expect(typeof api.reservationRoutes).toBe('function');
  });
});
