/* eslint-disable @typescript-eslint/no-explicit-any -- the API's JSON answers, read field by field */
// The crash bench's HTTP client over the two API processes, as a load balancer in front of them
// would act: each call goes to the next process in turn; a call that could not even connect (the
// process is down) goes to the other one, since it was never received. A call cut off after it
// was sent is not resent here: what it did is unknown, and only an Idempotency-Key makes a resend
// safe (crash-load.ts decides). Every request is counted by kind. Loopback addresses only.

export interface Reply {
  status: number;
  body: any;
  text: string;
  location: string | null;
  base: string;
}

/** The call was sent (or may have been) and no answer came: the process died or it timed out. */
export class CutOff extends Error {
  constructor(readonly kind: string, cause: unknown) {
    super(`${kind}: no answer (${String((cause as { cause?: { code?: string } })?.cause?.code ?? cause)})`);
  }
}

/** How long a call keeps trying while both processes refuse it: a restart takes up to about 30 s on a busy 2-core machine. */
const REFUSED_FOR_MS = 90_000;
const LOOPBACK = /^http:\/\/127\.0\.0\.1:\d+$/;

export class LoadClient {
  readonly requests: Record<string, number> = {};
  readonly cutOffs: Record<string, number> = {};
  /** Connections refused (the process was down), each then tried on the other process. */
  readonly refused: Record<string, number> = {};
  #next = 0;

  constructor(readonly bases: readonly string[], private readonly timeoutMs: number) {
    for (const b of bases) if (!LOOPBACK.test(b)) throw new Error(`the crash bench calls loopback addresses only, not ${b}`);
  }

  /** The process after the last one used, for calls that want the other one (a twin). */
  pick(): string {
    return this.bases[this.#next++ % this.bases.length]!;
  }

  async call(
    kind: string,
    method: 'GET' | 'POST',
    path: string,
    opts: { headers?: Record<string, string>; json?: unknown; form?: Record<string, string>; base?: string; timeoutMs?: number } = {},
  ): Promise<Reply> {
    let base = opts.base ?? this.pick();
    const giveUpAt = Date.now() + REFUSED_FOR_MS;
    for (let attempt = 0; ; attempt++) {
      try {
        const r = await fetch(base + path, {
          method,
          redirect: 'manual',
          headers: {
            'accept-language': 'en',
            ...(opts.json !== undefined && { 'content-type': 'application/json' }),
            ...(opts.form !== undefined && { 'content-type': 'application/x-www-form-urlencoded' }),
            ...opts.headers,
          },
          ...(opts.json !== undefined && { body: JSON.stringify(opts.json) }),
          ...(opts.form !== undefined && { body: new URLSearchParams(opts.form).toString() }),
          signal: AbortSignal.timeout(opts.timeoutMs ?? this.timeoutMs),
        });
        this.requests[kind] = (this.requests[kind] ?? 0) + 1;
        const text = await r.text();
        let body: any = null;
        try {
          body = JSON.parse(text);
        } catch {
          // an HTML page (the 3-D Secure challenge) or an empty redirect
        }
        return { status: r.status, body, text, location: r.headers.get('location'), base };
      } catch (error) {
        // Refused: nothing was received, so the other process may take it; when both are down
        // (a double kill), wait for one to come back.
        if (connectionRefused(error) && Date.now() < giveUpAt) {
          this.refused[kind] = (this.refused[kind] ?? 0) + 1;
          base = this.bases[(this.bases.indexOf(base) + 1) % this.bases.length]!;
          if (attempt >= 1) await new Promise((r) => setTimeout(r, 500));
          continue;
        }
        this.requests[kind] = (this.requests[kind] ?? 0) + 1;
        this.cutOffs[kind] = (this.cutOffs[kind] ?? 0) + 1;
        throw new CutOff(kind, error);
      }
    }
  }
}

function connectionRefused(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string; errors?: Array<{ code?: string }> } })?.cause;
  return cause?.code === 'ECONNREFUSED' || (cause?.errors ?? []).some((e) => e.code === 'ECONNREFUSED');
}

/** The error code of an envelope answer (spec part 2 §8), or null. */
export const errorCode = (r: Reply): number | null => r.body?.errors?.[0]?.details?.code ?? null;
export const errorReason = (r: Reply): string | null => r.body?.errors?.[0]?.details?.payload?.reason ?? null;
