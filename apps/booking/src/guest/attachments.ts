// The guest's own checks of images attached to an answer (spec part 1 §5 "Attachments at most 30
// files, 80 MB per image"), made before anything is uploaded so a guest hears at once why a file
// was left out. The API checks again, and by the file's bytes rather than its name or type.
import { ANSWER_MAX_ATTACHMENTS, ANSWER_MAX_ATTACHMENT_BYTES } from '@noren/core/domain';
import type { FieldError } from './validate.ts';

/** What the picker offers; the API takes these image formats (JPEG, PNG, GIF, WebP, HEIC/HEIF). */
export const ATTACHMENT_ACCEPT = 'image/jpeg,image/png,image/gif,image/webp,image/heic,image/heif,.heic,.heif';

// Some browsers give HEIC photos no type at all: the name decides then.
const IMAGE_NAME = /\.(jpe?g|png|gif|webp|hei[cf])$/i;

export interface PickedFile {
  name: string;
  size: number;
  type: string;
}

export function isImage(file: PickedFile): boolean {
  return file.type ? file.type.startsWith('image/') && file.type !== 'image/svg+xml' : IMAGE_NAME.test(file.name);
}

export interface AttachmentCheck<F extends PickedFile> {
  /** The files to upload, in the order picked. */
  accepted: F[];
  /** One message per reason a file was left out. */
  problems: FieldError[];
}

/** Which of `picked` may join the `attached` files already on the answer. */
export function checkAttachments<F extends PickedFile>(attached: number, picked: readonly F[]): AttachmentCheck<F> {
  const accepted: F[] = [];
  const notImages: string[] = [];
  const tooLarge: string[] = [];
  let overflow = 0;
  for (const file of picked) {
    if (!isImage(file)) notImages.push(file.name);
    else if (file.size > ANSWER_MAX_ATTACHMENT_BYTES) tooLarge.push(file.name);
    else if (attached + accepted.length >= ANSWER_MAX_ATTACHMENTS) overflow++;
    else accepted.push(file);
  }
  const problems: FieldError[] = [];
  if (notImages.length > 0) problems.push({ key: 'validation.imageOnly', params: { names: notImages.join(', ') } });
  if (tooLarge.length > 0) problems.push({ key: 'validation.fileTooLarge', params: { max: ANSWER_MAX_ATTACHMENT_BYTES / 1024 / 1024 } });
  if (overflow > 0) problems.push({ key: 'validation.tooManyFiles', params: { max: ANSWER_MAX_ATTACHMENTS } });
  return { accepted, problems };
}
