import { describe, expect, it } from 'vitest';
import { readStartupData } from './startupData.ts';

const doc = (text: string | null) => ({ getElementById: (id: string) => (id === 'noren-startup' && text !== null ? ({ textContent: text } as HTMLElement) : null) });
const valid = { hotel_code: 'kyoto-gion', language: 'en', client_session: { client_session: 't', expires_at: '2030-01-01T00:00:00Z' }, settings: {}, sign_in_button: null, search: null };

describe('readStartupData', () => {
  it('reads the data block, with the escapes the server writes', () => {
    const text = JSON.stringify({ ...valid, settings: { hotel_name: '</script>' } }).replace(/</g, '\\u003c').replace(/>/g, '\\u003e');
    expect(readStartupData(doc(text))?.settings.hotel_name).toBe('</script>');
  });

  it('is null for no block, broken JSON or a block without its parts', () => {
    expect(readStartupData(doc(null))).toBeNull();
    expect(readStartupData(doc('{"hotel_code":'))).toBeNull();
    expect(readStartupData(doc(JSON.stringify({ ...valid, client_session: null })))).toBeNull();
    expect(readStartupData(doc(JSON.stringify({ ...valid, settings: undefined })))).toBeNull();
  });
});
