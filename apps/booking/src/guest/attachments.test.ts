import { describe, expect, it } from 'vitest';
import { ANSWER_MAX_ATTACHMENTS, ANSWER_MAX_ATTACHMENT_BYTES } from '@noren/core/domain';
import { checkAttachments, isImage } from './attachments.ts';

const file = (name: string, size = 1000, type = 'image/jpeg') => ({ name, size, type });
const MB = 1024 * 1024;

describe('the guest’s own attachment checks', () => {
  it('takes images, by type or, when the browser gives none (HEIC), by name', () => {
    expect(isImage(file('a.jpg'))).toBe(true);
    expect(isImage(file('IMG_0001.HEIC', 10, ''))).toBe(true);
    expect(isImage(file('scan.pdf', 10, 'application/pdf'))).toBe(false);
    expect(isImage(file('notes', 10, ''))).toBe(false);
    // SVG is an image type but a document that can carry script.
    expect(isImage(file('logo.svg', 10, 'image/svg+xml'))).toBe(false);
  });

  it('leaves out files that are not images, naming them', () => {
    const { accepted, problems } = checkAttachments(0, [file('a.jpg'), file('b.pdf', 10, 'application/pdf'), file('c.txt', 10, 'text/plain')]);
    expect(accepted.map((f) => f.name)).toEqual(['a.jpg']);
    expect(problems).toEqual([{ key: 'validation.imageOnly', params: { names: 'b.pdf, c.txt' } }]);
  });

  it('takes an image of exactly 80 MB and refuses one byte more', () => {
    const { accepted, problems } = checkAttachments(0, [file('ok.png', ANSWER_MAX_ATTACHMENT_BYTES, 'image/png'), file('big.png', ANSWER_MAX_ATTACHMENT_BYTES + 1, 'image/png')]);
    expect(ANSWER_MAX_ATTACHMENT_BYTES).toBe(80 * MB);
    expect(accepted.map((f) => f.name)).toEqual(['ok.png']);
    expect(problems).toEqual([{ key: 'validation.fileTooLarge', params: { max: 80 } }]);
  });

  it('fills up to 30 files with those already attached and says why the rest were left out', () => {
    const picked = Array.from({ length: 5 }, (_, i) => file(`p${i}.jpg`));
    const { accepted, problems } = checkAttachments(ANSWER_MAX_ATTACHMENTS - 2, picked);
    expect(accepted.map((f) => f.name)).toEqual(['p0.jpg', 'p1.jpg']);
    expect(problems).toEqual([{ key: 'validation.tooManyFiles', params: { max: 30 } }]);
    expect(checkAttachments(ANSWER_MAX_ATTACHMENTS, [file('x.jpg')]).accepted).toEqual([]);
  });

  it('reports every reason at once, and nothing when all is well', () => {
    const { problems } = checkAttachments(ANSWER_MAX_ATTACHMENTS - 1, [file('a.jpg'), file('b.jpg'), file('c.gif', 81 * MB, 'image/gif'), file('d.doc', 1, 'application/msword')]);
    expect(problems.map((p) => p.key)).toEqual(['validation.imageOnly', 'validation.fileTooLarge', 'validation.tooManyFiles']);
    expect(checkAttachments(0, [file('a.webp', 5, 'image/webp')]).problems).toEqual([]);
  });
});
