// The §8.1 reader (spec part 2): errors[0].details.base[0] first, then the errors array itself,
// then an `error` array or string. Clients hand it whatever came back, including proxy junk, so it
// never throws and never returns an HTML page as a message.

export interface ReadError {
  code?: number;
  title?: string;
  message?: string;
  payload?: Record<string, unknown>;
}

type Bag = Record<string, unknown>;

function isBag(value: unknown): value is Bag {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function code(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^\d+$/.test(value.trim())) return Number(value);
  return undefined;
}

function firstText(list: unknown): string | undefined {
  if (!Array.isArray(list)) return text(list);
  for (const item of list) {
    const found = text(item) ?? (isBag(item) ? text(item.error) ?? text(item.message) : undefined);
    if (found) return found;
  }
  return undefined;
}

function fromItem(item: unknown): ReadError | null {
  const plain = text(item);
  if (plain) return { message: plain };
  if (!isBag(item)) return null;
  const details = isBag(item.details) ? item.details : {};
  const result: ReadError = {};
  const c = code(details.code) ?? code(item.code);
  if (c !== undefined) result.code = c;
  const title = text(item.title);
  if (title) result.title = title;
  if (isBag(details.payload)) result.payload = details.payload;
  const message = firstText(details.base) ?? text(item.error) ?? text(item.message) ?? text(item.detail) ?? title;
  if (message) result.message = message;
  return Object.keys(result).length > 0 ? result : null;
}

const ITEM_KEYS = ['title', 'details', 'code', 'message', 'error'];

function fromList(list: unknown): ReadError | null {
  if (Array.isArray(list)) {
    for (const item of list) {
      const found = fromItem(item);
      if (found) return found;
    }
    return null;
  }
  if (isBag(list) && ITEM_KEYS.some((key) => key in list)) return fromItem(list);
  // Rails-style `{ field: ['message'] }` maps show up from some upstreams; read their first message.
  if (isBag(list)) {
    for (const value of Object.values(list)) {
      const message = firstText(value);
      if (message) return { message };
    }
    return null;
  }
  return fromItem(list);
}

function parse(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  const trimmed = body.trim();
  if (!trimmed.startsWith('{')) return undefined;
  try {
    return JSON.parse(trimmed) as unknown;
  } catch {
    return undefined;
  }
}

export function readErrorMessage(body: unknown): ReadError | null {
  try {
    const parsed = parse(body);
    if (!isBag(parsed)) return null;
    return fromList(parsed.errors) ?? fromList(parsed.error);
  } catch {
    // Getters or proxies on hostile input: still no throw.
    return null;
  }
}
