// The messages of spec part 2 §7.9 between the booking app in an iframe and the hotel page that
// frames it. The spec names them but not their wire form; ours is an object
// `{ source: 'noren', type, payload? }`, so that a page carrying other postMessage traffic (chat
// tools, ad frames, browser extensions) can tell ours apart. Incoming messages may also be the bare
// name as a string ('logout'), which is what a hotel's own script most likely sends.

/** Posted by the booking app to the parent window. */
export const OUTGOING_MESSAGES = [
  'login',
  'show-chatbot',
  'booking-widget-opened',
  'receiveTriplabotSession',
  'triplabotSynced',
  'receiveCompanionInfo',
  'close',
  'ga4Event',
  'getTriplabotUserId',
  // Ours (issue 14 §7): the framed page's content height, { height } in CSS px, for an inline frame to grow to.
  'content-height',
] as const;
export type OutgoingMessageType = (typeof OUTGOING_MESSAGES)[number];

/** Accepted by the booking app from the parent window. */
export const INCOMING_MESSAGES = ['logout', 'refresh-login-from-chatbot'] as const;
export type IncomingMessageType = (typeof INCOMING_MESSAGES)[number];

export const MESSAGE_SOURCE = 'noren';

export interface NorenMessage<T extends string = string> {
  source: typeof MESSAGE_SOURCE;
  type: T;
  payload?: unknown;
}

export function norenMessage<T extends OutgoingMessageType | IncomingMessageType>(type: T, payload?: unknown): NorenMessage<T> {
  return payload === undefined ? { source: MESSAGE_SOURCE, type } : { source: MESSAGE_SOURCE, type, payload };
}

/** The incoming message a parent sent, or null for anything else (other scripts' traffic included). */
export function readIncomingMessage(data: unknown): { type: IncomingMessageType; payload?: unknown } | null {
  const type = typeof data === 'string' ? data : isRecord(data) && typeof data.type === 'string' ? data.type : null;
  if (!type || !(INCOMING_MESSAGES as readonly string[]).includes(type)) return null;
  // An object must be ours; a bare string has nothing to mark it, and the names are specific enough.
  if (isRecord(data) && data.source !== undefined && data.source !== MESSAGE_SOURCE) return null;
  const payload = isRecord(data) ? data.payload : undefined;
  return payload === undefined ? { type: type as IncomingMessageType } : { type: type as IncomingMessageType, payload };
}

/** An outgoing message as the parent page receives it (what /widget.js reads). */
export function readOutgoingMessage(data: unknown): NorenMessage<OutgoingMessageType> | null {
  if (!isRecord(data) || data.source !== MESSAGE_SOURCE || typeof data.type !== 'string') return null;
  if (!(OUTGOING_MESSAGES as readonly string[]).includes(data.type)) return null;
  return data as unknown as NorenMessage<OutgoingMessageType>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
