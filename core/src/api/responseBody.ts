// Spec part 2 §4: 204 is empty; 200 to 302 are JSON, or a Blob when the content is a pdf or zip.
// A CSV export is a Blob too: decoding it as text would drop the byte-order mark Excel needs.
// The client reads every answer as raw bytes (an ArrayBuffer; node callers may pass a Buffer), so
// one function reads every body the same way, error bodies included.

const BINARY_TYPES = ['application/pdf', 'application/zip', 'application/x-zip-compressed', 'text/csv'];

export function isBinaryContentType(contentType: string | null | undefined): boolean {
  const type = (contentType ?? '').split(';')[0].trim().toLowerCase();
  return BINARY_TYPES.includes(type);
}

function toBytes(data: unknown): Uint8Array | null {
  if (data instanceof ArrayBuffer) return new Uint8Array(data);
  if (ArrayBuffer.isView(data)) return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  return null;
}

/** The body as the caller gets it: undefined when empty, a Blob for pdf and zip, else JSON or text. */
export function readBody(status: number, data: unknown, contentType: string | null | undefined): unknown {
  if (status === 204) return undefined;
  if (typeof data === 'string') return parseText(data);
  const bytes = toBytes(data);
  if (!bytes) return data ?? undefined;
  if (isBinaryContentType(contentType)) return new Blob([bytes.slice()], { type: (contentType ?? '').split(';')[0].trim() });
  if (bytes.byteLength === 0) return undefined;
  return parseText(new TextDecoder().decode(bytes));
}

function parseText(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    // A proxy's HTML error page or plain text: kept as text, so the error reader can ignore it.
    return text;
  }
}
