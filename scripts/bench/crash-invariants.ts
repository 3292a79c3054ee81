// What the crash bench checks once the load, the SIGKILLs, the restarts and the jobs are over
// (issue 27, "Done when"). Read by SQL from the database both API processes share, then judged by
// pure rules (unit-tested in crash-invariants.test.ts):
//   1. no money without its record: every sandbox payment still captured or authorised belongs to
//      a reservation that says so (done, with that gateway payment id and the same payment status)
//      or to a pay link paid by it (its pay_link_payments row captured, the link paid with that
//      id); anything else must have been voided or refunded;
//   1b. no record without money: a reservation or pay link recorded as captured by a payment the
//      gateway does not hold captured (the double tap's "paid, row says voided" turned round);
//   2. no Idempotency-Key stuck in progress: claimed (response_status 0), never answered nor
//      released, and older than the bound at the time the jobs last ran;
//   3. no pay link stuck: still claimed by a capture (capturing_payment_id) when no request is in
//      flight any more, so nothing will ever release it.
// Only rows made since the load began are judged: the demo seed's own bookings are not the bench's.
import pg from 'pg';

export interface SandboxPaymentRow {
  id: string;
  status: string;
  reference: string;
  amount: number;
  amount_captured: number;
  amount_refunded: number;
}

export interface ReservationRow {
  reservation_number: string;
  status: string;
  payment_status: string | null;
  gateway_payment_id: string | null;
}

export interface LinkPaymentRow {
  /** Null for an attempt recorded before the gateway answered (once pay links record them first). */
  gateway_payment_id: string | null;
  status: string;
  payment_number: string;
  link_status: string;
  link_gateway_payment_id: string | null;
}

export interface PayLinkRow {
  payment_number: string;
  status: string;
  capturing_payment_id: string | null;
}

export interface IdempotencyKeyRow {
  id: number;
  response_status: number;
  created_at: Date;
}

export interface Snapshot {
  payments: SandboxPaymentRow[];
  reservations: ReservationRow[];
  linkPayments: LinkPaymentRow[];
  links: PayLinkRow[];
  keys: IdempotencyKeyRow[];
}

export interface Violations {
  /** 1: captured or authorised at the gateway, with no record that holds it. */
  unrecorded: string[];
  /** 1b: recorded as captured, not captured at the gateway. */
  recordedNotCharged: string[];
  /** 2: Idempotency-Keys claimed and never answered, older than the bound. */
  stuckKeys: string[];
  /** 3: pay links still claimed by a capture. */
  stuckLinks: string[];
}

const LINK_PAID = new Set(['paid', 'partly_refunded', 'refunded']);

/** Judges a snapshot. `asOf`: the clock the jobs last ran at; `claimBoundMs`: how long a claim may stay unanswered. */
export function findViolations(s: Snapshot, opts: { asOf: Date; claimBoundMs: number }): Violations {
  const reservationsByPayment = groupBy(s.reservations.filter((r) => r.gateway_payment_id !== null), (r) => r.gateway_payment_id!);
  const linkPaymentsByPayment = groupBy(s.linkPayments.filter((lp) => lp.gateway_payment_id !== null), (lp) => lp.gateway_payment_id!);
  const paymentById = new Map(s.payments.map((p) => [p.id, p]));
  const v: Violations = { unrecorded: [], recordedNotCharged: [], stuckKeys: [], stuckLinks: [] };

  for (const p of s.payments) {
    if (p.status !== 'captured' && p.status !== 'authorized') continue;
    const reservations = reservationsByPayment.get(p.id) ?? [];
    const linkPayments = linkPaymentsByPayment.get(p.id) ?? [];
    const heldByReservation = reservations.some((r) => r.status === 'done' && r.payment_status === p.status);
    const heldByLink = p.status === 'captured' && linkPayments.some((lp) => lp.status === 'captured' && LINK_PAID.has(lp.link_status) && lp.link_gateway_payment_id === p.id);
    if (heldByReservation || heldByLink) continue;
    const records = [
      ...reservations.map((r) => `reservation ${r.reservation_number} ${r.status}/${r.payment_status ?? '-'}`),
      ...linkPayments.map((lp) => `pay link ${linkNumber(lp.payment_number)} ${lp.link_status}, its payment row ${lp.status}`),
    ];
    v.unrecorded.push(`${p.reference.startsWith('pay_link:') ? 'pay link' : 'booking'}: ${shortId(p.id)} (${short(p.reference)}, ${p.amount_captured || p.amount}) ${p.status} at the gateway; ${records.length ? records.join('; ') : 'no record has its id'}`);
  }

  for (const r of s.reservations) {
    if (r.status !== 'done' || r.payment_status !== 'captured' || r.gateway_payment_id === null) continue;
    const p = paymentById.get(r.gateway_payment_id);
    if (p && p.status !== 'captured') v.recordedNotCharged.push(`reservation ${r.reservation_number} done/captured, its payment ${shortId(p.id)} is ${p.status}`);
  }
  for (const lp of s.linkPayments) {
    const p = lp.gateway_payment_id === null ? undefined : paymentById.get(lp.gateway_payment_id);
    // A link refunded by staff keeps its captured row; the gateway then says refunded.
    if (lp.status === 'captured' && p && p.status !== 'captured' && !(p.status === 'refunded' && lp.link_status === 'refunded')) {
      v.recordedNotCharged.push(`pay link ${linkNumber(lp.payment_number)}: payment row captured, ${shortId(p.id)} is ${p.status}`);
    }
  }

  const cutoff = opts.asOf.getTime() - opts.claimBoundMs;
  for (const k of s.keys) {
    if (k.response_status === 0 && new Date(k.created_at).getTime() <= cutoff) v.stuckKeys.push(`idempotency key #${k.id} claimed ${new Date(k.created_at).toISOString()}, never answered`);
  }
  for (const l of s.links) {
    if (l.capturing_payment_id !== null) v.stuckLinks.push(`pay link ${linkNumber(l.payment_number)} ${l.status}, claimed by ${shortId(l.capturing_payment_id)}`);
  }
  return v;
}

export const violationCount = (v: Violations): number => v.unrecorded.length + v.recordedNotCharged.length + v.stuckKeys.length + v.stuckLinks.length;

/** Sandbox payments by status, for the table. */
export function paymentFigures(s: Snapshot): Record<string, number> {
  const out: Record<string, number> = {};
  for (const p of s.payments) out[p.status] = (out[p.status] ?? 0) + 1;
  return out;
}

/** The rows since `since` that the rules read. */
export async function readSnapshot(databaseUrl: string, since: Date): Promise<Snapshot> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const at = since.toISOString();
    const rows = async <T>(text: string): Promise<T[]> => (await db.query(text, [at])).rows as T[];
    const payments = await rows<SandboxPaymentRow>(
      `select id, status, reference, amount::int as amount, amount_captured::int as amount_captured, amount_refunded::int as amount_refunded
         from sandbox_payments where created_at >= $1::timestamptz`,
    );
    const reservations = await rows<ReservationRow>(
      `select reservation_number, status, payment_status, gateway_payment_id from reservations where created_at >= $1::timestamptz`,
    );
    const linkPayments = await rows<LinkPaymentRow>(
      `select lp.gateway_payment_id, lp.status, l.payment_number, l.status as link_status, l.gateway_payment_id as link_gateway_payment_id
         from pay_link_payments lp join pay_links l on l.id = lp.pay_link_id where lp.created_at >= $1::timestamptz`,
    );
    const links = await rows<PayLinkRow>(`select payment_number, status, capturing_payment_id from pay_links where created_at >= $1::timestamptz`);
    const keys = await rows<IdempotencyKeyRow>(`select id, response_status, created_at from idempotency_keys where created_at >= $1::timestamptz`);
    return { payments, reservations, linkPayments, links, keys };
  } finally {
    await db.end();
  }
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = out.get(k);
    if (list) list.push(item);
    else out.set(k, [item]);
  }
  return out;
}

/** A payment number is a credential: the report shows its first characters only. */
const linkNumber = (paymentNumber: string): string => `${paymentNumber.slice(0, 6)}…`;

/** A sandbox payment id is also the address of its 3-D Secure page: cut short too. */
const shortId = (id: string): string => `${id.slice(0, 10)}…`;

/** A sandbox reference: a reservation number as it is, a pay link's with its number cut short. */
const short = (reference: string): string => (reference.startsWith('pay_link:') ? `pay_link:${linkNumber(reference.slice(9))}` : reference);
