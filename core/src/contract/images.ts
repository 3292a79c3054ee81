// The image route (GET /api/v1/images/{id}?w=): a stored photo at one of a few widths, in the best
// format the browser accepts. Its answer is image bytes, not JSON; errors are the usual envelope.
import Type from 'typebox';

/** The widths served: a phone's card at 1x, 2x and 3x (or a desktop card at 2x and 3x). */
export const IMAGE_WIDTHS = [320, 640, 960] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

export const ImageParams = Type.Object({
  /** The SHA-256 of the original's bytes, lower-case hex. */
  id: Type.String({ pattern: '^[0-9a-f]{64}$' }),
});
export const ImageQuery = Type.Object({
  w: Type.Unsafe<ImageWidth>({ type: 'integer', enum: [...IMAGE_WIDTHS] }),
});

/** No response schema: the answer is bytes (tests/api/wire-shapes.test.ts lists it), errors the envelope. */
export const ImageCall = { params: ImageParams, querystring: ImageQuery } as const;
