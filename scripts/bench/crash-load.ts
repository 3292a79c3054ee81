/* eslint-disable @typescript-eslint/no-explicit-any -- the API's JSON answers, read field by field */
// The crash bench's mixed load, through the calls the booking app, the guest pay page and the
// staff console make (the card always tokenised by the sandbox provider first, never sent to
// /api/v1), over both API processes (crash-http.ts):
//   card       a Kaiseki night paid by card 4242 (authorised at once, captured);
//   card-3ds   card 4000 0000 0000 3220: payment_pending with a challenge; the guest reads the
//              one-time code off the sandbox's page, posts it, and comes back to payment_result;
//              every 4th leaves the challenge unanswered, every 4th answers it and never comes
//              back (both are the expiry job's);
//   card-key   card 4242 with an Idempotency-Key, sent again with the same key: even ones one
//              after the other, odd ones as twins on both processes at once; resent (3 tries at
//              most) while the answer is a cut-off call, a 5xx or a 409 "in progress";
//   link       staff create a link (staff API), the guest opens it and pays with 4242;
//   link-tap   the same, the Pay call sent twice at once with the same token (a double tap),
//              one to each process;
//   link-3ds   paid with 3220; every 3rd leaves the challenge unanswered (the sweep's).
// Each flow is bounded (a few calls, 40 s per call); the flows are shuffled so every kind is in
// flight when a process is killed, and taken by `concurrency` workers until done or `maxMs`.
import pg from 'pg';
import { CutOff, errorCode, errorReason, LoadClient, type Reply } from './crash-http.ts';
import { stayDates } from './kiosk-paid-setup.ts';

export const HOTEL = 'kyoto-gion';
const ROOM = 'modern-twin';
const PLAN = `kaiseki_${ROOM}`;
const PUBLISHABLE_KEY = 'pk_sandbox_kyoto_gion';
const NIGHTS = 10;
const SUCCESS_CARD = '4242424242424242';
const CHALLENGE_CARD = '4000000000003220';

export type FlowKind = 'card' | 'card-3ds' | 'card-key' | 'link' | 'link-tap' | 'link-3ds';
export const FLOW_KINDS: readonly FlowKind[] = ['card', 'card-3ds', 'card-key', 'link', 'link-tap', 'link-3ds'];

export interface LoadPlan {
  counts: Record<FlowKind, number>;
  concurrency: number;
  maxMs: number;
}

export interface LoadResult {
  requests: Record<string, number>;
  cutOffs: Record<string, number>;
  refused: Record<string, number>;
  outcomes: Record<string, number>;
  flows: number;
  ms: number;
}

interface Context {
  client: LoadClient;
  guest: Record<string, string>;
  staff: Record<string, string>;
  questionId: number;
  quotes: Map<number, number>;
  runId: string;
}

/** Makes the nights the load books plentiful, so no flow is refused for want of a room. */
export async function prepareStock(databaseUrl: string): Promise<number> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const first = stayDates(0).checkin_date;
    const last = stayDates(NIGHTS - 1).checkout_date;
    await db.query(
      `update inventory i set total = i.sold + 100000 from room_types rt join hotels h on h.id = rt.hotel_id
        where i.room_type_id = rt.id and h.code = $1 and rt.code = $2 and i.stay_date >= $3::date and i.stay_date < $4::date`,
      [HOTEL, ROOM, first, last],
    );
    const { rows } = await db.query<{ id: number }>(
      "select q.id from additional_questions q join hotels h on h.id = q.hotel_id where h.code = $1 and q.question_type = 'checkin'",
      [HOTEL],
    );
    return rows[0]!.id;
  } finally {
    await db.end();
  }
}

async function session(client: LoadClient, key: string, secret: string): Promise<string> {
  const r = await client.call('client session', 'POST', '/api/v1/client_sessions', { json: { key, secret } });
  if (r.status !== 201) throw new Error(`client session: ${r.status} ${r.text}`);
  return r.body.data.client_session;
}

export async function runLoad(bases: readonly string[], databaseUrl: string, plan: LoadPlan, progress: (done: number, total: number) => void): Promise<LoadResult> {
  const client = new LoadClient(bases, 40_000);
  const questionId = await prepareStock(databaseUrl);
  const admin = await session(client, 'demo-admin', 'demo-admin-secret');
  const signIn = await client.call('staff sign-in', 'POST', '/api/v1/staff/sign_in', { headers: { 'client-session': admin }, json: { email: 'manager@noren.example', password: 'Noren-Manager-1' } });
  if (signIn.status !== 200) throw new Error(`staff sign-in: ${signIn.status} ${signIn.text}`);
  const ctx: Context = {
    client,
    guest: { 'client-session': await session(client, 'demo-booking', 'demo-booking-secret') },
    staff: { 'client-session': admin, authorization: `Bearer ${signIn.body.data.session}` },
    questionId,
    quotes: new Map(),
    runId: Date.now().toString(36),
  };
  for (let night = 0; night < NIGHTS; night++) ctx.quotes.set(night, await quote(ctx, night));

  const tasks = shuffled(FLOW_KINDS.flatMap((kind) => Array.from({ length: plan.counts[kind] }, (_, i) => ({ kind, i }))));
  const outcomes: Record<string, number> = {};
  const started = performance.now();
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < tasks.length && performance.now() - started < plan.maxMs) {
      const task = tasks[next++]!;
      let outcome: string;
      try {
        outcome = await FLOWS[task.kind](ctx, task.i);
      } catch (error) {
        outcome = error instanceof CutOff ? `cut off at ${error.kind}` : `error: ${String(error).slice(0, 80)}`;
      }
      const label = `${task.kind}: ${outcome}`;
      outcomes[label] = (outcomes[label] ?? 0) + 1;
      progress(++done, tasks.length);
    }
  };
  await Promise.all(Array.from({ length: plan.concurrency }, worker));
  return { requests: client.requests, cutOffs: client.cutOffs, refused: client.refused, outcomes, flows: done, ms: Math.round(performance.now() - started) };
}

// --- the card bookings ---------------------------------------------------------------------------

async function quote(ctx: Context, night: number): Promise<number> {
  const d = stayDates(night);
  const q = new URLSearchParams({ checkin: d.checkin_date, checkout: d.checkout_date, 'rooms[0][adults]': '2', 'rooms[0][room_plan_code]': PLAN });
  const r = await ctx.client.call('price', 'GET', `/api/v1/hotels/${HOTEL}/rooms/price?${q}`, { headers: ctx.guest });
  if (r.status !== 200) throw new Error(`price for ${d.checkin_date}: ${r.status} ${r.text}`);
  return r.body.data.prices.total_price;
}

async function tokenise(ctx: Context, number: string, publicKey = PUBLISHABLE_KEY): Promise<string> {
  const card = { number, exp_month: '12', exp_year: String(new Date().getUTCFullYear() + 4), security_code: '123', holder: 'CRASH BENCH' };
  const r = await ctx.client.call('card token', 'POST', '/sandbox-gateway/v1/tokens', { headers: { authorization: `Bearer ${publicKey}` }, json: card });
  if (r.status !== 201) throw new Error(`token: ${r.status} ${r.text}`);
  return r.body.data.token;
}

async function bookingBody(ctx: Context, i: number, card: string): Promise<Record<string, unknown>> {
  const night = i % NIGHTS;
  const email = `crash-${ctx.runId}-${i}@example.com`;
  return {
    ...stayDates(night),
    rooms: [{ room_plan_code: PLAN, adults: 2 }],
    guest: {
      first_name: 'Kei', last_name: 'Crash', email, email_confirmation: email, phone: '+819012345678',
      postal_code: '6050074', prefecture_or_state: 'Kyoto', street_address: '570 Gionmachi Minamigawa',
    },
    payment: { type: 'credit_card', token: await tokenise(ctx, card) },
    answers: [{ question_id: ctx.questionId, options: ['17:00'] }],
    language: 'en',
    expected_total_price: ctx.quotes.get(night),
  };
}

const book = (ctx: Context, body: unknown, extra: { key?: string; base?: string } = {}) =>
  ctx.client.call(extra.key ? 'booking (keyed)' : 'booking', 'POST', `/api/v1/hotels/${HOTEL}/reservations`, {
    headers: { ...ctx.guest, ...(extra.key && { 'idempotency-key': extra.key }) },
    json: body,
    ...(extra.base && { base: extra.base }),
  });

const refusal = (r: Reply) => `${r.status} ${errorCode(r) ?? ''} ${errorReason(r) ?? ''}`.trim();

async function cardFlow(ctx: Context, i: number): Promise<string> {
  const r = await book(ctx, await bookingBody(ctx, i, SUCCESS_CARD));
  return r.status === 201 ? `booked ${r.body.data.status}` : `refused ${refusal(r)}`;
}

/** Reads the one-time code off the sandbox's page and posts it, as the guest does; the redirect's address. */
async function passChallenge(ctx: Context, challengeUrl: string): Promise<string> {
  const page = await ctx.client.call('3ds page', 'GET', challengeUrl);
  const code = /data-testid="one-time-code">(\d{6})</.exec(page.text)?.[1];
  if (page.status !== 200 || !code) return `challenge page ${page.status}`;
  const answer = await ctx.client.call('3ds answer', 'POST', challengeUrl, { form: { code, action: 'submit' } });
  return answer.status === 303 ? 'answered' : `challenge answer ${answer.status}`;
}

async function card3dsFlow(ctx: Context, i: number): Promise<string> {
  const r = await book(ctx, await bookingBody(ctx, i, CHALLENGE_CARD));
  if (r.status !== 201) return `refused ${refusal(r)}`;
  const data = r.body.data;
  if (data.status !== 'payment_pending' || !data.challenge_url) return `booked ${data.status} without a challenge`;
  if (i % 4 === 0) return 'challenge left unanswered';
  const answered = await passChallenge(ctx, data.challenge_url);
  if (answered !== 'answered' || i % 4 === 1) return `${answered}, never came back`;
  const result = await ctx.client.call('payment_result', 'POST', `/api/v1/hotels/${HOTEL}/reservations/${data.reservation_number}/payment_result`, {
    headers: ctx.guest,
    json: { bypass_token: data.bypass_token },
  });
  return result.status === 200 ? `came back: ${result.body.data.status}/${result.body.data.payment_status}` : `payment_result ${refusal(result)}`;
}

/** A definite answer ends the retries: a 201, or a refusal that is not "in progress" nor a 5xx. */
const definite = (r: Reply) => r.status === 201 || (r.status >= 400 && r.status < 500 && errorReason(r) !== 'idempotency_key_in_progress');

async function cardKeyFlow(ctx: Context, i: number): Promise<string> {
  const key = `crash-bench-${ctx.runId}-${i}-key`;
  const body = await bookingBody(ctx, i, SUCCESS_CARD);
  const send = (base?: string) => book(ctx, body, { key, ...(base && { base }) }).catch((e: unknown) => (e instanceof CutOff ? null : Promise.reject(e)));
  const answers: Array<Reply | null> = i % 2 === 0 ? [await send()] : await Promise.all(ctx.client.bases.map((b) => send(b)));
  let tries = answers.length;
  // Sent again with the same key as a client does after no answer, a 5xx or "in progress".
  while (!answers.some((a) => a && definite(a)) && tries < 4) {
    answers.push(await send());
    tries++;
  }
  // And once more after an answer: the retry the key exists for, which must replay it.
  if (answers.some((a) => a?.status === 201)) answers.push(await send());
  const numbers = new Set(answers.filter((a) => a?.status === 201).map((a) => a!.body.data.reservation_number));
  const last = answers.at(-1);
  if (numbers.size > 1) return `booked ${numbers.size} times with one key`;
  if (numbers.size === 1) return last?.status === 201 ? 'booked once, replayed' : `booked, then ${last ? refusal(last) : 'cut off'}`;
  return last ? `never booked: ${refusal(last)}` : 'never booked: cut off';
}

// --- the pay links -------------------------------------------------------------------------------

async function createLink(ctx: Context, i: number): Promise<{ number: string; page: any } | string> {
  const due = new Date(Date.now() + 2 * 86_400_000).toISOString();
  const made = await ctx.client.call('link create (staff)', 'POST', `/api/v1/staff/hotels/${HOTEL}/pay_links`, {
    headers: ctx.staff,
    json: { subject: `Crash bench ${i}`, amount: 5_000 + i, due_at: due, language: 'en' },
  });
  if (made.status !== 201) return `create ${refusal(made)}`;
  const number = made.body.data.payment_number as string;
  const page = await ctx.client.call('link page', 'GET', `/api/v1/pay_links/${encodeURIComponent(number)}`, { headers: ctx.guest });
  if (page.status !== 200) return `page ${refusal(page)}`;
  return { number, page: page.body.data };
}

const payCall = (ctx: Context, number: string, token: string, pageSession: string, base?: string) =>
  ctx.client.call('link pay', 'POST', `/api/v1/pay_links/${encodeURIComponent(number)}/payments`, {
    headers: ctx.guest,
    json: { token, page_session: pageSession },
    ...(base && { base }),
  });

const payOutcome = (r: Reply) => (r.status === 200 ? r.body.data.outcome : `refused ${refusal(r)}`);

async function linkFlow(ctx: Context, i: number, tap: boolean): Promise<string> {
  const link = await createLink(ctx, i);
  if (typeof link === 'string') return link;
  const token = await tokenise(ctx, SUCCESS_CARD, link.page.payment_gateway.public_key);
  if (!tap) return payOutcome(await payCall(ctx, link.number, token, link.page.page_session));
  // The double tap: both calls at once, one on each process, with the same token.
  const both = await Promise.all(ctx.client.bases.map((b) => payCall(ctx, link.number, token, link.page.page_session, b).catch((e: unknown) => (e instanceof CutOff ? null : Promise.reject(e)))));
  return both.map((r) => (r ? payOutcome(r) : 'cut off')).sort().join(' + ');
}

async function link3dsFlow(ctx: Context, i: number): Promise<string> {
  const link = await createLink(ctx, i);
  if (typeof link === 'string') return link;
  const token = await tokenise(ctx, CHALLENGE_CARD, link.page.payment_gateway.public_key);
  const r = await payCall(ctx, link.number, token, link.page.page_session);
  if (r.status !== 200 || r.body.data.outcome !== 'requires_3ds') return payOutcome(r);
  if (i % 3 === 0) return 'challenge left unanswered';
  const answered = await passChallenge(ctx, r.body.data.challenge_url);
  if (answered !== 'answered') return answered;
  const back = await ctx.client.call('link payment_result', 'POST', `/api/v1/pay_links/${encodeURIComponent(link.number)}/payment_result`, {
    headers: ctx.guest,
    json: { payment_id: r.body.data.payment_id },
  });
  return back.status === 200 ? `came back: ${back.body.data.status}` : `payment_result ${refusal(back)}`;
}

const FLOWS: Record<FlowKind, (ctx: Context, i: number) => Promise<string>> = {
  card: cardFlow,
  'card-3ds': card3dsFlow,
  'card-key': cardKeyFlow,
  link: (ctx, i) => linkFlow(ctx, i, false),
  'link-tap': (ctx, i) => linkFlow(ctx, i, true),
  'link-3ds': link3dsFlow,
};

/** A fixed shuffle (a small LCG), so runs of one size mix their flows the same way. */
function shuffled<T>(items: T[]): T[] {
  let seed = 27;
  const rand = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}
