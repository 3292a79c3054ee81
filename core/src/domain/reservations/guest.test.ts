import { describe, expect, it } from 'vitest';
import type { GuestInput, GuestRules } from './guest.ts';
import { validateGuest, validateRoomGuest } from './guestSchema.ts';

const base: GuestInput = {
  first_name: 'Hanako', last_name: 'Yamada', email: 'hanako@example.com', email_confirmation: 'Hanako@Example.com ', phone: '+819012345678',
};
const en: GuestRules = { language: 'en', addressRequired: false, readingRequired: false };
const fields = (value: unknown, rules = en) => validateGuest(value, rules).map((p) => `${p.field}:${p.reason}:${p.messageKey}`);

describe('guest rules (part 1 §5)', () => {
  it('accepts a complete English booking, the confirmation compared without case or spaces', () => {
    expect(validateGuest(base, en)).toEqual([]);
  });

  it('names each missing required field', () => {
    expect(fields({})).toEqual([
      'first_name:required:validation.required', 'last_name:required:validation.required', 'email:required:validation.required',
      'email_confirmation:required:validation.required', 'phone:required:validation.required',
    ]);
  });

  it('checks the e-mail, its confirmation, the phone and the post code', () => {
    expect(fields({ ...base, email: 'not-an-email', email_confirmation: 'not-an-email' })).toEqual(['email:invalid_email:validation.email']);
    expect(fields({ ...base, email_confirmation: 'other@example.com' })).toEqual(['email_confirmation:email_mismatch:validation.emailMismatch']);
    expect(fields({ ...base, phone: '090-1234-5678' })).toEqual(['phone:invalid_phone:validation.phone']);
    expect(fields({ ...base, phone: '12+34567' })).toEqual(['phone:invalid_phone:validation.phone']);
    expect(fields({ ...base, postal_code: '605-0074' })).toEqual(['postal_code:invalid_post_code:validation.postCode']);
    expect(fields({ ...base, postal_code: 'SW1A1AA' })).toEqual([]);
  });

  // Phones of the countries of our 8 languages (and the US, UK, Germany), international and local.
  // Several pass Luhn as 13 digits; a phone is checked as a phone (digits and +), never as a card.
  it.each([
    ['Japan', '+819012345678'], ['Japan', '0312345678'], ['Korea', '+821012345678'], ['Korea', '01012345678'],
    ['China', '+8613800138002'], ['China', '+8613912345602'], ['China', '13800138000'], ['Taiwan', '+886912345678'], ['Taiwan', '0912345678'],
    ['Hong Kong', '+85291234567'], ['Hong Kong', '91234567'], ['Indonesia', '+6281234567808'], ['Indonesia', '081234567890'],
    ['Thailand', '+66812345678'], ['Thailand', '0812345678'], ['Saudi Arabia', '+966501234567'], ['Saudi Arabia', '0501234567'],
    ['UAE', '+971501234567'], ['Egypt', '+201001234567'], ['Egypt', '01001234567'], ['US', '+12125551234'], ['US', '2125551234'],
    ['UK', '+447911123456'], ['UK', '07911123456'], ['Germany', '+4917012345675'], ['Germany', '017012345675'],
  ])('accepts a phone of %s: %s', (_, phone) => {
    expect(fields({ ...base, phone })).toEqual([]);
  });

  it('requires the address only when the hotel asks for it', () => {
    const rules = { ...en, addressRequired: true };
    expect(fields(base, rules)).toEqual([
      'postal_code:required:validation.required', 'prefecture_or_state:required:validation.required', 'street_address:required:validation.required',
    ]);
    expect(fields({ ...base, postal_code: '6050074', prefecture_or_state: 'Kyoto', street_address: '1 Gion' }, rules)).toEqual([]);
  });

  it('allows each locale its scripts and refuses the others', () => {
    const ja = { ...en, language: 'ja' as const };
    expect(fields({ ...base, first_name: '花子', last_name: 'やまだ' }, ja)).toEqual([]);
    expect(fields({ ...base, first_name: 'ハナコ', last_name: 'Yamada' }, ja)).toEqual([]);
    expect(fields({ ...base, first_name: '영희' }, ja)).toEqual(['first_name:unsupported_characters:validation.nameJapanese']);
    expect(fields({ ...base, first_name: '花子' }, en)).toEqual(['first_name:unsupported_characters:validation.nameEnglish']);
    expect(fields({ ...base, first_name: '小明', last_name: '王' }, { ...en, language: 'zh_Hant' })).toEqual([]);
    expect(fields({ ...base, first_name: 'はなこ' }, { ...en, language: 'zh_Hans' })).toEqual(['first_name:unsupported_characters:validation.nameChinese']);
    expect(fields({ ...base, first_name: '영희', last_name: '김' }, { ...en, language: 'ko' })).toEqual([]);
    expect(fields({ ...base, first_name: '花子' }, { ...en, language: 'ko' })).toEqual(['first_name:unsupported_characters:validation.nameKorean']);
    expect(fields({ ...base, first_name: "Mary-Jane", last_name: "O'Neil" })).toEqual([]);
    expect(fields({ ...base, first_name: '<script>' })).toEqual(['first_name:unsupported_characters:validation.nameEnglish']);
    expect(fields({ ...base, first_name: '--' })).toEqual(['first_name:no_letters:validation.nameEnglish']);
  });

  it('asks Japanese readings in hiragana or English, and requires them when the hotel does', () => {
    const ja: GuestRules = { language: 'ja', addressRequired: false, readingRequired: true };
    expect(fields(base, ja)).toEqual(['first_name_kana:required:validation.required', 'last_name_kana:required:validation.required']);
    expect(fields({ ...base, first_name_kana: 'はなこ', last_name_kana: 'やまだ' }, ja)).toEqual([]);
    expect(fields({ ...base, first_name_kana: '花子', last_name_kana: 'やまだ' }, ja)).toEqual(['first_name_kana:unsupported_characters:validation.nameHiraganaOrAlphabet']);
  });

  it('bounds every text, and the message carries the limit', () => {
    const [problem] = validateGuest({ ...base, notes: 'x'.repeat(1001) }, en);
    expect(problem).toEqual({ field: 'notes', reason: 'too_long', messageKey: 'validation.tooLong', params: { max: 1000 } });
    expect(fields({ ...base, first_name: 'A'.repeat(51) })).toEqual(['first_name:too_long:validation.tooLong']);
  });

  it('checks a room guest with the reading rule of the booking language', () => {
    expect(validateRoomGuest({ first_name: 'Taro', last_name: 'Yamada' }, 'en')).toEqual([]);
    expect(validateRoomGuest({ first_name: 'たろう', last_name: 'やまだ' }, 'ja')).toEqual([]);
    expect(validateRoomGuest({ first_name: '太郎', last_name: 'やまだ' }, 'ja').map((p) => p.field)).toEqual(['first_name']);
    expect(validateRoomGuest({ last_name: 'Yamada' }, 'en').map((p) => `${p.field}:${p.reason}`)).toEqual(['first_name:required']);
  });
});
