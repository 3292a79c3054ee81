/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are untyped JSON, checked field by field */
// The unsubscribe link in guest mail, on both databases: a guest who ticked the brand's e-mail
// consent box at booking gets mail whose text and HTML footer carry a signed link (and the
// List-Unsubscribe / List-Unsubscribe-Post headers of RFC 8058, seen on a real SMTP server); the
// link opens the confirmation page's data and unsubscribes that address only; forged and altered
// tokens are refused; the one-click POST (no Client-Session, as mail clients send it) unsubscribes;
// a guest who did not opt in, or has left, gets no link and no headers.
import { beforeAll, expect, it, vi } from 'vitest';
import { kickedSendersDone } from '../../apps/api/src/mail/hooks.ts';
import { outgoingMail, sendDueMail } from '../../apps/api/src/mail/outbox.ts';
import { mailTransport } from '../../apps/api/src/mail/transport.ts';
import { buildUnsubscribeUrl } from '../../apps/api/src/modules/marketing-emails/service.ts';
import { forEachDatabase, query } from '../support/app.ts';
import { loopbackSmtp } from '../support/smtp.ts';
import { arrivalQuestion, errorOf, KYOTO_GUEST, NOW } from '../reservations/helpers.ts';
import { bookKyoto, caller, type Caller } from './support.ts';

const PUBLIC_URL = 'https://book.noren.test';
const smtp = loopbackSmtp();
const received = smtp.received;

/** A header of a raw message, unfolded. */
const headerOf = (raw: string, name: string): string | undefined =>
  new RegExp(`^${name}:(.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(raw)?.[1].replace(/\r?\n[ \t]+/g, ' ').trim();

const guest = (email: string) => ({ ...KYOTO_GUEST, email, email_confirmation: email });

forEachDatabase(
  'mail: the unsubscribe link of subscribed guests',
  (ctx) => {
    let c: Caller;
    let arrival: number;
    let brandId: number;

    beforeAll(async () => {
      c = await caller(ctx().app);
      arrival = await arrivalQuestion(ctx().database);
      [{ brand_id: brandId }] = await query<{ brand_id: number }>(ctx().database, `select brand_id from hotels where code = 'kyoto-gion'`);
      await query(ctx().database, `update hotel_brands set email_consent_setting = '{"enabled": true, "default_checked": false}' where id = $1`, [brandId]);
    });

    const book = (email: string, consent?: boolean) =>
      bookKyoto(ctx().app, ctx().database, arrival, { guest: guest(email), ...(consent !== undefined && { email_consent: consent }) });
    const mailOf = async (number: string) => {
      // Rendered by the sender the booking woke.
      await kickedSendersDone(ctx().app);
      const [row] = await query<any>(ctx().database, `select m.* from mail_outbox m join reservations r on r.id = m.reservation_id where r.reservation_number = $1 and m.kind = 'booking_confirmation'`, [number]);
      return row;
    };
    const subscriptions = () => query<any>(ctx().database, `select email, scope, subscribed from marketing_subscriptions order by email`);
    const status = (token: string) => c.call('GET', `/api/v1/marketing_emails/subscription_status?token=${encodeURIComponent(token)}`);
    const oneClick = (token: string, body: string | Buffer, contentType = 'application/x-www-form-urlencoded') =>
      ctx().app.inject({ method: 'POST', url: `/api/v1/marketing_emails/one_click_unsubscribe?token=${encodeURIComponent(token)}`, headers: { 'content-type': contentType }, payload: body });
    let aliceToken = '';

    it('puts a signed link for the subscribed address in both bodies and the RFC 8058 headers', async () => {
      const booked = await book('Alice@Example.com', true);
      expect(await subscriptions()).toEqual([{ email: 'alice@example.com', scope: `brand:${brandId}`, subscribed: true }]);
      const row = await mailOf(booked.reservation_number);
      const link = /Unsubscribe: (https:\/\/book\.noren\.test\/unsubscribe-email\/confirmation\?token=(\S+))\n/.exec(row.text_body);
      expect(link, row.text_body).not.toBeNull();
      aliceToken = decodeURIComponent(link![2]);
      expect(row.text_body).toContain('You receive news and offers from');
      expect(row.html_body).toContain(`<a href="${link![1]}">Unsubscribe</a>`);
      const out = outgoingMail(row);
      expect(out.headers).toEqual({
        'List-Unsubscribe': `<${PUBLIC_URL}/api/v1/marketing_emails/one_click_unsubscribe?token=${link![2]}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });

      // The link's token opens the confirmation page's data: this address, this brand.
      const shown = await status(aliceToken);
      expect(shown.status, JSON.stringify(shown.body)).toBe(200);
      expect(shown.body.data).toMatchObject({ email: 'a****@example.com', subscribed: true, brand: { id: brandId } });

      // And the headers reach a real SMTP server.
      await sendDueMail(ctx().app, mailTransport(ctx().config.mail));
      const mail = await vi.waitFor(() => {
        const found = received.find((m) => m.to.some((to) => to.toLowerCase() === 'alice@example.com') && headerOf(m.raw, 'Subject')?.includes(booked.reservation_number));
        expect(found, 'the confirmation reached the SMTP server').toBeDefined();
        return found;
      }, { timeout: 5000, interval: 20 });
      expect(headerOf(mail!.raw, 'List-Unsubscribe')).toBe(out.headers!['List-Unsubscribe']);
      expect(headerOf(mail!.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    });

    it('gives a guest who did not opt in no link and no headers, and subscribes nobody', async () => {
      for (const [email, consent] of [['bob@example.com', false], ['carol@example.com', undefined]] as const) {
        const row = await mailOf((await book(email, consent)).reservation_number);
        expect(row.text_body).not.toContain('unsubscribe-email');
        expect(row.html_body).not.toContain('unsubscribe-email');
        expect(outgoingMail(row).headers).toBeUndefined();
      }
      expect((await subscriptions()).map((s: any) => s.email)).toEqual(['alice@example.com']);
    });

    it('refuses forged and altered tokens on the one-click endpoint, changing nothing', async () => {
      const [payload, signature] = aliceToken.split('.');
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
      const bobs = `${Buffer.from(JSON.stringify({ ...claims, e: 'bob@example.com' })).toString('base64url')}.${signature}`;
      for (const bad of [bobs, `${payload}.${signature.slice(2)}`, 'abc.def']) {
        const r = await oneClick(bad, 'List-Unsubscribe=One-Click');
        expect(errorOf({ status: r.statusCode, body: r.json() } as any)).toMatchObject({ status: 400, code: 1000, payload: { field: 'token', reason: 'invalid' } });
      }
      // The right token without the RFC 8058 body is refused too, and junk is a 4xx.
      expect((await oneClick(aliceToken, 'List-Unsubscribe=Maybe')).statusCode).toBe(400);
      expect((await oneClick(aliceToken, '{}', 'application/json')).statusCode).toBe(400);
      const plain = (await oneClick(aliceToken, 'x', 'text/plain')).statusCode;
      expect(plain >= 400 && plain < 500, String(plain)).toBe(true);
      expect(await subscriptions()).toEqual([{ email: 'alice@example.com', scope: `brand:${brandId}`, subscribed: true }]);
    });

    it('a GET of the one-click address only shows the confirmation page', async () => {
      const r = await ctx().app.inject({ method: 'GET', url: `/api/v1/marketing_emails/one_click_unsubscribe?token=${encodeURIComponent(aliceToken)}` });
      expect(r.statusCode).toBe(303);
      expect(r.headers.location).toBe(`/unsubscribe-email/confirmation?token=${encodeURIComponent(aliceToken)}`);
      expect((await subscriptions())[0].subscribed).toBe(true);
    });

    it('unsubscribes with the one-click POST of a mail client, that address only, and the next mail has no link', async () => {
      // Dave subscribes too: Alice leaving must not touch him.
      await book('dave@example.com', true);
      const r = await oneClick(aliceToken, 'List-Unsubscribe=One-Click');
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json().data).toMatchObject({ email: 'a****@example.com', subscribed: false });
      expect(await subscriptions()).toEqual([
        { email: 'alice@example.com', scope: `brand:${brandId}`, subscribed: false },
        { email: 'dave@example.com', scope: `brand:${brandId}`, subscribed: true },
      ]);
      expect((await status(aliceToken)).body.data.subscribed).toBe(false);

      const next = await mailOf((await book('alice@example.com')).reservation_number);
      expect(next.text_body).not.toContain('unsubscribe-email');
      expect(outgoingMail(next).headers).toBeUndefined();

      // A mail client may send the field as multipart/form-data instead.
      const daveToken = new URL(await buildUnsubscribeUrl({ db: ctx().database.db, clock: ctx().clock, secret: null }, { brandId, email: 'dave@example.com', origin: PUBLIC_URL })).searchParams.get('token')!;
      const boundary = 'xYzZY';
      const multipart = `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`;
      const m = await oneClick(daveToken, multipart, `multipart/form-data; boundary=${boundary}`);
      expect(m.statusCode, m.body).toBe(200);
      expect((await subscriptions()).every((s: any) => s.subscribed === false)).toBe(true);
    });
  },
  { seed: true, now: NOW, config: (config) => ({ ...config, publicUrl: PUBLIC_URL, mail: { ...config.mail, smtpUrl: smtp.url() } }) },
);
