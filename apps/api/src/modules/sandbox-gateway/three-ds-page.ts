// The sandbox's 3-D Secure page: plain server-rendered HTML with a form, so it works under the
// app's CSP (no script at all) and without JavaScript. English and Japanese, as a provider's page
// would be; Accept-Language or ?locale= picks one.
import { escapeHtml as escape, formatMoney, type Language, type Money } from '@noren/core/domain';

export type PageLanguage = 'en' | 'ja';

const TEXT = {
  en: {
    title: '3-D Secure verification',
    intro: 'Your card issuer asks you to confirm this payment.',
    merchant: 'Reference',
    amount: 'Amount',
    card: 'Card',
    hint: 'Sandbox: no real bank is involved. Your one-time code is',
    label: 'One-time code',
    help: 'Six digits. The code expires at',
    submit: 'Confirm',
    cancel: 'Cancel payment',
    wrong: (left: number) => `The code is not correct. ${left === 1 ? '1 try' : `${left} tries`} left.`,
    expired: 'This verification has expired. No payment has been taken.',
    notFound: 'This verification could not be found. No payment has been taken.',
    back: 'Return to the shop',
  },
  ja: {
    title: '3-D セキュア認証',
    intro: 'カード発行会社がこのお支払いの本人認証を求めています。',
    merchant: '参照番号',
    amount: '金額',
    card: 'カード',
    hint: 'サンドボックスのため実際の銀行は使われません。ワンタイムコード:',
    label: 'ワンタイムコード',
    help: '6桁の数字です。有効期限:',
    submit: '認証する',
    cancel: '支払いをキャンセル',
    wrong: (left: number) => `コードが正しくありません。あと${left}回入力できます。`,
    expired: 'この認証は有効期限が切れました。お支払いは行われていません。',
    notFound: 'この認証は見つかりませんでした。お支払いは行われていません。',
    back: 'ショップに戻る',
  },
} as const;

export function pageLanguage(requested: string | null): PageLanguage {
  return requested === 'ja' ? 'ja' : 'en';
}


const STYLE = `body{font-family:system-ui,sans-serif;margin:0;background:#f4f5f7;color:#1a1a1a}
main{max-width:26rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:.5rem;box-shadow:0 1px 4px rgba(0,0,0,.15)}
h1{font-size:1.25rem;margin-top:0}dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{font-weight:600}dd{margin:0}
.hint{background:#fff8d6;border:1px solid #e0c200;padding:.5rem;border-radius:.25rem}.code{font-family:monospace;font-size:1.2rem;font-weight:700}
label{display:block;font-weight:600;margin-top:1rem}input{font-size:1.25rem;letter-spacing:.2em;padding:.4rem;width:9ch}
.error{color:#a40000;font-weight:600}.actions{display:flex;gap:.75rem;margin-top:1rem;flex-wrap:wrap}
button,a.button{font-size:1rem;padding:.5rem 1rem;border-radius:.25rem;border:1px solid #555;background:#fff;color:#1a1a1a;text-decoration:none}
button[value=submit]{background:#0b57d0;color:#fff;border-color:#0b57d0}button:focus-visible,a:focus-visible,input:focus-visible{outline:3px solid #f90;outline-offset:2px}`;

function shell(lang: PageLanguage, title: string, body: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${escape(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

export interface ChallengePageInput {
  lang: PageLanguage;
  paymentId: string;
  reference: string;
  amount: Money;
  card: { brand: string; last4: string };
  code: string;
  expiresAt: Date;
  /** Tries left after a wrong code. */
  attemptsLeft?: number;
}

export function challengePage(input: ChallengePageInput): string {
  const t = TEXT[input.lang];
  const action = `/sandbox-gateway/3ds/${encodeURIComponent(input.paymentId)}`;
  const expires = input.expiresAt.toISOString().replace('T', ' ').slice(0, 16) + ' UTC';
  const error = input.attemptsLeft !== undefined ? `<p id="code-error" class="error" role="alert">${escape(t.wrong(input.attemptsLeft))}</p>` : '';
  const described = input.attemptsLeft !== undefined ? 'code-help code-error' : 'code-help';
  return shell(
    input.lang,
    t.title,
    `<h1>${escape(t.title)}</h1><p>${escape(t.intro)}</p>` +
      `<dl><dt>${escape(t.merchant)}</dt><dd>${escape(input.reference)}</dd>` +
      `<dt>${escape(t.amount)}</dt><dd>${escape(formatMoney(input.amount, input.lang as Language))}</dd>` +
      `<dt>${escape(t.card)}</dt><dd>${escape(input.card.brand.toUpperCase())} •••• ${escape(input.card.last4)}</dd></dl>` +
      `<p class="hint">${escape(t.hint)} <span class="code" data-testid="one-time-code">${escape(input.code)}</span></p>` +
      `<form method="post" action="${escape(action)}">${error}` +
      `<label for="code">${escape(t.label)}</label>` +
      `<input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9]{6}" maxlength="6" required aria-describedby="${described}"${input.attemptsLeft !== undefined ? ' aria-invalid="true"' : ''} autofocus>` +
      `<p id="code-help">${escape(t.help)} ${escape(expires)}</p>` +
      `<div class="actions"><button type="submit" name="action" value="submit">${escape(t.submit)}</button>` +
      `<button type="submit" name="action" value="cancel" formnovalidate>${escape(t.cancel)}</button></div></form>`,
  );
}

export function messagePage(lang: PageLanguage, kind: 'expired' | 'notFound', backUrl?: string): string {
  const t = TEXT[lang];
  const back = backUrl ? `<p><a class="button" href="${escape(backUrl)}">${escape(t.back)}</a></p>` : '';
  return shell(lang, t.title, `<h1>${escape(t.title)}</h1><p role="status">${escape(t[kind])}</p>${back}`);
}
