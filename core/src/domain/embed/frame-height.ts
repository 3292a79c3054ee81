// An inline frame that grows to its content (issue 14 §7). widget.js adds `embed=inline` to the
// inline frame's address; only then does the booking app measure its content and post it to the
// parent as 'content-height', and widget.js sets the frame's height from it (plain JS, so it
// repeats MAX_FRAME_HEIGHT). The overlay's frame has the dialog's fixed height and reports nothing.
export const EMBED_MODE_PARAM = 'embed';
export const INLINE_EMBED_MODE = 'inline';
/** A sane cap: a page taller than this is a bug, not content, and scrolls inside the frame. */
export const MAX_FRAME_HEIGHT = 20_000;

/** The { height } payload of a 'content-height' message, in whole CSS px. */
export function contentHeightPayload(height: number): { height: number } | null {
  if (!Number.isFinite(height) || height <= 0) return null;
  return { height: Math.min(MAX_FRAME_HEIGHT, Math.ceil(height)) };
}
