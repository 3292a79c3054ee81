// Member sign-up on both databases: a provisional member and the real confirmation mail in the
// outbox, the password and duplicate rules, confirmation (signs in; 1402 twice; 1401 after 24
// hours) and resending without telling who has an account.
import { beforeAll, expect, it } from 'vitest';
import { kickedSendersDone } from '../../apps/api/src/mail/hooks.ts';
import { hashToken } from '../../apps/api/src/modules/client-sessions/token.ts';
import { forEachDatabase, query } from '../support/app.ts';
import { caller, codeOf, HOTEL, MEMBER, noSignInLimit, payloadOf, type Caller } from './support.ts';

const HOUR = 60 * 60 * 1000;

interface MailRow {
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  language: string;
}

forEachDatabase(
  'accounts: member sign-up',
  (ctx) => {
    let c: Caller;
    beforeAll(async () => {
      c = await caller(ctx().app);
    });

    const signUp = (body: Record<string, unknown>, headers?: Record<string, string>) =>
      c.call('POST', `/hotels/${HOTEL}/memberships/sign_up`, { payload: body, ...(headers && { headers }) });
    const newcomer = (email: string) => ({ email, password: 'Newcomer-Pass-1', first_name: 'Yuki', last_name: 'Tanaka', promotions_opt_in: true });
    // Mail is rendered by the sender the route woke: wait for it, then read what it stored.
    const mailsTo = async (email: string) => (await kickedSendersDone(ctx().app), query<MailRow>(ctx().database, `select to_address, subject, text_body, html_body, language from mail_outbox where kind = 'member_confirmation' and to_address = $1 order by id`, [email]));
    const tokenIn = (mail: MailRow): string => {
      const link = /https?:\/\/\S+\/member-confirmation\?\S+/.exec(mail.text_body)?.[0];
      expect(link, mail.text_body).toBeDefined();
      const url = new URL(link!);
      expect(url.searchParams.get('code')).toBe(HOTEL);
      return url.searchParams.get('confirmation_token')!;
    };
    const confirm = (token: string) => c.call('POST', `/hotels/${HOTEL}/memberships/confirm`, { payload: { confirmation_token: token } });

    it('creates a provisional member and queues the confirmation mail with its link; the token is stored hashed only', async () => {
      const email = 'yuki@guest.example';
      const r = await signUp(newcomer(email));
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      expect(r.body).toEqual({ data: { email, confirmed: false } });
      const [member] = await query<{ confirmed_at: Date | null; confirmation_token_hash: string; membership_id: string; promotions_opt_in: boolean; password_hash: string }>(
        ctx().database, `select confirmed_at, confirmation_token_hash, membership_id, promotions_opt_in, password_hash from members where email_normalised = $1`, [email]);
      expect(member.confirmed_at).toBeNull();
      expect(member.membership_id).toMatch(/^NM[0-9]{8}$/);
      expect(member.promotions_opt_in).toBe(true);
      expect(member.password_hash.startsWith('$argon2id$')).toBe(true);
      const [mail] = await mailsTo(email);
      expect(mail.subject).toBe('Confirm your e-mail address for Noren Hotels');
      expect(mail.text_body).toContain('Dear Yuki Tanaka,');
      const token = tokenIn(mail);
      expect(member.confirmation_token_hash).toBe(hashToken(token));
      expect(JSON.stringify(await query(ctx().database, `select * from members where email_normalised = $1`, [email]))).not.toContain(token);
      expect(mail.html_body).toContain(`confirmation_token=${token}`);

      const early = await c.call('POST', `/hotels/${HOTEL}/memberships/sign_in`, { payload: { email, password: 'Newcomer-Pass-1' } });
      expect(payloadOf(early)).toEqual({ reason: 'unconfirmed' });
    });

    it('confirming signs the member in; the link works once (1402 after)', async () => {
      const email = 'confirm.me@guest.example';
      expect((await signUp(newcomer(email))).status).toBe(201);
      const token = tokenIn((await mailsTo(email))[0]);
      const r = await confirm(token);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body.data.user).toMatchObject({ email, name: 'Yuki Tanaka', provider: 'noren' });
      expect((await c.call('GET', '/user/me', { bearer: r.body.data.session })).body.data.user.email).toBe(email);
      const again = await confirm(token);
      expect(again.status).toBe(409);
      expect(codeOf(again)).toBe(1402);
      expect((await c.call('POST', `/hotels/${HOTEL}/memberships/sign_in`, { payload: { email, password: 'Newcomer-Pass-1' } })).status).toBe(200);
    });

    it('writes the mail in the language asked for', async () => {
      const email = 'hanami@guest.example';
      expect((await signUp(newcomer(email), { 'accept-language': 'ja' })).status).toBe(201);
      const [mail] = await mailsTo(email);
      expect(mail.language).toBe('ja');
      expect(mail.subject).toBe('Noren Hotels メールアドレスのご確認');
      expect(mail.text_body).toContain('Yuki Tanaka 様');
    });

    it('refuses a weak new password with 1300 and a registered e-mail with 422 code 1000 reason taken', async () => {
      const weak = await signUp({ ...newcomer('weak@guest.example'), password: 'Abcdefg1' });
      expect(weak.status).toBe(422);
      expect(codeOf(weak)).toBe(1300);
      expect(payloadOf(weak)).toEqual({ field: 'password', reason: 'missing_symbol' });
      for (const email of [MEMBER.email, 'MEMBER@Noren.Example']) {
        const taken = await signUp(newcomer(email));
        expect(taken.status).toBe(422);
        expect(codeOf(taken)).toBe(1000);
        expect(payloadOf(taken)).toEqual({ field: 'email', reason: 'taken' });
      }
      expect(await query(ctx().database, `select 1 from members where email_normalised = 'weak@guest.example'`)).toHaveLength(0);
    });

    it('refuses malformed sign-up and confirm bodies with 400 naming the field', async () => {
      for (const [body, field] of [
        [{ ...newcomer('x@guest.example'), email: 'not-an-address' }, 'email'],
        [{ ...newcomer('x@guest.example'), first_name: '' }, 'first_name'],
        [{ ...newcomer('x@guest.example'), last_name: '   ' }, 'last_name'],
        [{ ...newcomer('x@guest.example'), promotions_opt_in: 'perhaps' }, 'promotions_opt_in'],
        [{ email: 'x@guest.example', first_name: 'A', last_name: 'B' }, 'password'],
      ] as const) {
        const r = await signUp(body);
        expect(r.status, JSON.stringify(body)).toBe(400);
        expect(codeOf(r)).toBe(1000);
        expect(String(payloadOf(r).field)).toContain(field);
      }
      for (const token of ['', 'x'.repeat(201)]) expect((await confirm(token)).status).toBe(400);
      const unknown = await confirm('C'.repeat(43));
      expect(unknown.status).toBe(400);
      expect(payloadOf(unknown)).toEqual({ field: 'confirmation_token', reason: 'invalid' });
    });

    it('resend_confirmation answers 204 for anyone, mails only a provisional member, and replaces the link', async () => {
      const email = 'late@guest.example';
      expect((await signUp(newcomer(email))).status).toBe(201);
      const first = tokenIn((await mailsTo(email))[0]);
      const before = (await query(ctx().database, `select 1 from mail_outbox`)).length;
      for (const other of ['nobody@guest.example', MEMBER.email]) {
        expect((await c.call('POST', `/hotels/${HOTEL}/memberships/resend_confirmation`, { payload: { email: other } })).status).toBe(204);
      }
      expect((await query(ctx().database, `select 1 from mail_outbox`)).length).toBe(before);
      expect((await c.call('POST', `/hotels/${HOTEL}/memberships/resend_confirmation`, { payload: { email } })).status).toBe(204);
      const mails = await mailsTo(email);
      expect(mails).toHaveLength(2);
      const second = tokenIn(mails[1]);
      expect(second).not.toBe(first);
      expect((await confirm(first)).status).toBe(400);
      expect((await confirm(second)).status).toBe(200);
    });

    it('a link expires after 24 hours (1401); a resent one works', async () => {
      const email = 'slow@guest.example';
      expect((await signUp(newcomer(email))).status).toBe(201);
      const token = tokenIn((await mailsTo(email))[0]);
      ctx().clock.advance(24 * HOUR);
      const fresh = await caller(ctx().app);
      const expired = await fresh.call('POST', `/hotels/${HOTEL}/memberships/confirm`, { payload: { confirmation_token: token } });
      expect(expired.status).toBe(410);
      expect(codeOf(expired)).toBe(1401);
      expect((await fresh.call('POST', `/hotels/${HOTEL}/memberships/resend_confirmation`, { payload: { email } })).status).toBe(204);
      const resent = tokenIn((await mailsTo(email))[1]);
      expect((await fresh.call('POST', `/hotels/${HOTEL}/memberships/confirm`, { payload: { confirmation_token: resent } })).status).toBe(200);
    });
  },
  { seed: true, config: noSignInLimit },
);
