// Where images live in the object store, and the addresses the browser fetches them at. An image
// is named by the SHA-256 of its original's bytes, so its address changes whenever its content
// does and every answer can be cached for a year. Images have their own key space (images/...):
// the route can never reach a guest's upload (sha256/..., modules/file-attachments), which is
// private, even knowing its hash.

import type { ImageWidth } from '@noren/core/contract';

// The widths served are IMAGE_WIDTHS of the contract (core/src/contract/images.ts); any other is
// refused, so nobody can fill the store with sizes.
/** The width an <img> falls back to without srcset: a phone's card at 2x. */
export const DEFAULT_WIDTH: ImageWidth = 640;

export type ImageFormat = 'avif' | 'webp' | 'jpeg';
export const CONTENT_TYPES: Record<ImageFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' };

/**
 * Bump when a variant's encoding changes (quality, effort): old variants are then left behind in
 * the store and new ones made. Browsers keep what they cached for a year; a new original is what
 * changes an address.
 */
const VARIANT_RECIPE = 'v1';

export const originalKey = (id: string) => `images/originals/${id}`;
export const variantKey = (id: string, width: ImageWidth, format: ImageFormat) => `images/variants/${VARIANT_RECIPE}/${id}/${width}.${format}`;

/** The address of one width of an image, relative to the server (the apps are on the same origin). */
export const imageUrl = (id: string, width: ImageWidth) => `/api/v1/images/${id}?w=${width}`;
