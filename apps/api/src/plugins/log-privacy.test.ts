import { describe, expect, it } from 'vitest';
import { privateError, privateLoggerOptions } from './log-privacy.ts';

describe('privateError', () => {
  it('keeps a failed query\'s statement and SQLSTATE, never its parameters, message or detail', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_email_key"'), {
      code: '23505', severity: 'ERROR', detail: 'Key (email)=(mei@example.com) already exists.', constraint: 'users_email_key', table: 'users',
    });
    const error = Object.assign(new Error('Failed query: insert into "users" ("email", "name") values ($1, $2)\nparams: mei@example.com,Mei Lin'), {
      query: 'insert into "users" ("email", "name") values ($1, $2)', params: ['mei@example.com', 'Mei Lin'], cause,
    });
    const out = privateError(error) as Record<string, unknown>;
    expect(out).toMatchObject({ sqlstate: '23505', constraint: 'users_email_key', table: 'users', statement: 'insert into "users" ("email", "name") values ($1, $2)' });
    const text = JSON.stringify(out);
    for (const value of ['mei@example.com', 'Mei Lin', 'already exists', 'params']) expect(text).not.toContain(value);
  });

  it('replaces e-mail addresses in any other error, its stack and its cause', () => {
    const error = new Error('550 mailbox unavailable: mei@example.com', { cause: new Error('rcpt mei%40example.com refused') });
    const text = JSON.stringify(privateError(error));
    expect(text).toContain('550 mailbox unavailable');
    expect(text).not.toMatch(/mei(@|%40)example/);
  });
});

describe('privateLoggerOptions', () => {
  it('adds the serializers and redaction to whatever options are given, and keeps logs off when asked', () => {
    expect(privateLoggerOptions(undefined, 'info')).toBe(false);
    expect(privateLoggerOptions(false, 'info')).toBe(false);
    const options = privateLoggerOptions({ level: 'warn' }, 'info') as { level: string; serializers: Record<string, unknown>; redact: { paths: string[] } };
    expect(options.level).toBe('warn');
    expect(options.serializers.err).toBe(privateError);
    expect(options.redact.paths).toContain('req.headers["client-session"]');
    expect((privateLoggerOptions(true, 'debug') as Record<string, unknown>).level).toBe('debug');
  });
});
