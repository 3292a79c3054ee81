// The staff console's pay-link actions (issue #16): list, open, create, edit (only while open),
// cancel, resend (in the guest's language, to the recipient) and refund (manager only, with a
// reason, full or partial up to what is left). Each action writes its audit entry and its live
// event in the transaction of the change, so the record, the log and the notice commit together.
import { PAY_LINK_SUBJECT_MAX, type CreatePayLinkRequest, type Language, type StaffPayLinkListQuery, type StaffPayLinkPage, type StaffPayLinkView, type UpdatePayLinkRequest, invalidField } from '@noren/core/domain';
import type { Executor } from '../../db/database.ts';
import type { HotelRow } from '../hotels/index.ts';
import { reservationBalance } from '../reservations/index.ts';
import { actorLabel, type Actor, type PayLinkDeps } from './deps.ts';
import { linkNotFound, notEditable } from './errors.ts';
import { queueLinkMail } from './mail.ts';
import { findById, findByNumber, insertLink, listPage, lockLink, updateOpenLink, type PayLinkRecord } from './repository.ts';
import { newPaymentNumber, payLinkSecret } from './secrets.ts';
import { statusOf, staffView } from './view.ts';

const PER_PAGE = 20;

export async function staffLinkView(deps: Pick<PayLinkDeps, 'db' | 'clock'>, r: PayLinkRecord, db: Executor = deps.db): Promise<StaffPayLinkView> {
  const now = deps.clock.now();
  const secret = await payLinkSecret(deps.db, now);
  const replacement = r.replacedById ? await findById(db, r.replacedById) : undefined;
  return staffView(r, { now, secret }, replacement?.paymentNumber ?? null);
}

/** The hotel's link by number; another hotel's is not found. */
export async function hotelLink(db: Executor, hotel: HotelRow, paymentNumber: string): Promise<PayLinkRecord> {
  const r = await findByNumber(db, paymentNumber);
  if (!r || r.hotelId !== hotel.id) throw linkNotFound();
  return r;
}

export async function listLinks(deps: PayLinkDeps, hotel: HotelRow, query: StaffPayLinkListQuery): Promise<StaffPayLinkPage> {
  const page = query.page ?? 1;
  const { rows, total } = await listPage(deps.db, { hotelId: hotel.id, status: query.status, q: query.q, now: deps.clock.now(), page, perPage: PER_PAGE });
  const data = [];
  for (const r of rows) data.push(await staffLinkView(deps, r));
  return { data, page, total_pages: Math.max(1, Math.ceil(total / PER_PAGE)), total_entries: total };
}

function dueAtOf(value: string, now: Date): Date {
  const due = new Date(value);
  if (Number.isNaN(due.getTime())) throw invalidField('due_at', 'invalid_time', {}, 'due_at is not a time');
  if (due.getTime() <= now.getTime()) throw invalidField('due_at', 'in_the_past', {}, 'The due time must be in the future');
  // A year is far beyond any stay's payment; it keeps a typo from making a link that never ends.
  if (due.getTime() > now.getTime() + 366 * 86_400_000) throw invalidField('due_at', 'too_far', {}, 'The due time must be within a year');
  return due;
}

const subjectOf = (s: string): string => {
  const trimmed = s.trim().replace(/\s+/g, ' ');
  if (!trimmed) throw invalidField('subject', 'blank', {}, 'The subject must not be blank');
  return trimmed.slice(0, PAY_LINK_SUBJECT_MAX);
};

export interface NewLinkInput {
  subject: string;
  amount?: number;
  dueAt: Date;
  reservation?: { number: string } | { id: number };
  recipientEmail?: string | null;
  language?: Language;
  send?: boolean;
  kind?: 'manual' | 'balance';
}

/**
 * Writes a new open link in `tx` (with its audit entry and event). A reservation's link takes the
 * reservation's currency and, without an amount, its balance; a cancelled reservation or one with
 * nothing to pay gets none. Exported for the kiosk's balance links and the reissue.
 */
export async function insertNewLink(deps: PayLinkDeps, tx: Executor, hotel: HotelRow, actor: Actor, input: NewLinkInput): Promise<PayLinkRecord> {
  const now = deps.clock.now();
  let reservationId: number | null = null;
  let amount = input.amount;
  // A reservation's link without an amount of its own asks for the balance, and follows it.
  const kind = input.kind ?? (input.reservation && amount === undefined ? 'balance' : 'manual');
  let currency = hotel.currency;
  let language = input.language;
  let email = input.recipientEmail ?? null;
  if (input.reservation) {
    const found = await reservationBalance(tx, hotel.id, input.reservation);
    if (!found) throw invalidField('reservation_number', 'not_found', {}, 'No reservation of this hotel has this number');
    if (found.status === 'cancelled') throw invalidField('reservation_number', 'cancelled', {}, 'The reservation is cancelled');
    reservationId = found.reservationId;
    currency = found.currency;
    language ??= found.language;
    if (input.recipientEmail === undefined) email = found.email;
    if (amount === undefined) {
      if (found.balance <= 0) throw invalidField('amount', 'no_balance', {}, 'The reservation has nothing left to pay');
      amount = found.balance;
    }
  }
  if (amount === undefined) throw invalidField('amount', 'required', {}, 'amount is required for a link without a reservation');
  const paymentNumber = newPaymentNumber();
  const id = await insertLink(tx, {
    paymentNumber, hotelId: hotel.id, reservationId, kind, subject: subjectOf(input.subject), amount, currency,
    dueAt: input.dueAt, recipientEmail: email, language: language ?? 'en', status: 'open', createdBy: actorLabel(actor), createdAt: now, updatedAt: now,
  });
  const record = (await findById(tx, id))!;
  await deps.hooks.audit(tx, {
    hotelId: hotel.id, actor, action: 'pay_link.create', target: { type: 'pay_link', id: paymentNumber },
    details: { subject: record.subject, amount, currency, due_at: input.dueAt.toISOString(), reservation_number: record.reservationNumber, recipient_email: email, kind: record.kind },
  });
  await deps.hooks.changed(tx, { hotelId: hotel.id, paymentNumber, status: 'open' });
  if (input.send && email) await queueLinkMail(tx, deps.clock, record, email, hotelNameOf(record));
  return record;
}

const hotelNameOf = (r: PayLinkRecord): string => r.hotelName;

export async function createLink(deps: PayLinkDeps, hotel: HotelRow, actor: Actor, body: CreatePayLinkRequest): Promise<StaffPayLinkView> {
  const now = deps.clock.now();
  if (body.send && !body.recipient_email && !body.reservation_number) throw invalidField('recipient_email', 'required', {}, 'A recipient e-mail is needed to send the link');
  const record = await deps.db.transaction((tx) => insertNewLink(deps, tx, hotel, actor, {
    subject: body.subject, amount: body.amount, dueAt: dueAtOf(body.due_at, now), recipientEmail: body.recipient_email,
    reservation: body.reservation_number ? { number: body.reservation_number } : undefined, language: body.language, send: body.send,
  }));
  return staffLinkView(deps, record);
}

export async function updateLink(deps: PayLinkDeps, hotel: HotelRow, actor: Actor, paymentNumber: string, body: UpdatePayLinkRequest): Promise<StaffPayLinkView> {
  const now = deps.clock.now();
  const record = await deps.db.transaction(async (tx) => {
    const r = await hotelLink(tx, hotel, paymentNumber);
    await lockLink(tx, r.id);
    const set = {
      ...(body.subject !== undefined && { subject: subjectOf(body.subject) }),
      ...(body.amount !== undefined && { amount: body.amount }),
      ...(body.due_at !== undefined && { dueAt: dueAtOf(body.due_at, now) }),
      ...(body.recipient_email !== undefined && { recipientEmail: body.recipient_email }),
      ...(body.language !== undefined && { language: body.language }),
    };
    if (!(await updateOpenLink(tx, r.id, now, set))) throw notEditable(statusOf((await findById(tx, r.id))!, now));
    await deps.hooks.audit(tx, {
      hotelId: hotel.id, actor, action: 'pay_link.update', target: { type: 'pay_link', id: paymentNumber },
      details: { before: { subject: r.subject, amount: r.amount, due_at: r.dueAt.toISOString(), recipient_email: r.recipientEmail, language: r.language }, changes: body },
    });
    await deps.hooks.changed(tx, { hotelId: hotel.id, paymentNumber, status: 'open' });
    return (await findById(tx, r.id))!;
  });
  return staffLinkView(deps, record);
}

export async function resendLink(deps: PayLinkDeps, hotel: HotelRow, actor: Actor, paymentNumber: string): Promise<StaffPayLinkView> {
  const now = deps.clock.now();
  const record = await deps.db.transaction(async (tx) => {
    const r = await hotelLink(tx, hotel, paymentNumber);
    const status = statusOf(r, now);
    if (status !== 'open') throw notEditable(status);
    if (!r.recipientEmail) throw invalidField('recipient_email', 'required', {}, 'The link has no recipient e-mail to send it to');
    await queueLinkMail(tx, deps.clock, r, r.recipientEmail, hotelNameOf(r));
    await deps.hooks.audit(tx, { hotelId: hotel.id, actor, action: 'pay_link.resend', target: { type: 'pay_link', id: paymentNumber }, details: { to: r.recipientEmail, language: r.language } });
    return r;
  });
  return staffLinkView(deps, record);
}

