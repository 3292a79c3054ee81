// The URLs config.ts reads: a database's and the public address guests reach.
import type { EnvReader } from './env-reader.ts';

/** A postgres:// URL from `name`, or null when unset; a bad one is a problem named after its variable. */
export function postgresUrl(reader: EnvReader, name: string): string | null {
  const url = reader.string(name) ?? null;
  if (url === null) return null;
  if (!/^postgres(ql)?:\/\//.test(url)) {
    reader.problems.push(`${name} must start with postgres:// or postgresql://`);
  } else {
    try {
      new URL(url);
    } catch {
      reader.problems.push(`${name} is not a valid URL`);
    }
  }
  return url;
}

/** An http(s) origin, optionally with a path prefix; never a query or fragment (links append to it). */
export function readPublicUrl(raw: string | undefined, port: number, problems: string[]): string {
  if (raw === undefined) return `http://localhost:${port}`;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    problems.push(`NOREN_PUBLIC_URL is not a valid URL, got "${raw}"`);
    return raw;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.search !== '' || url.hash !== '' || url.username !== '' || url.password !== '') {
    problems.push(`NOREN_PUBLIC_URL must be an http(s) address without query, fragment or credentials, got "${raw}"`);
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}
