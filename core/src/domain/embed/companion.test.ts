import { describe, expect, it } from 'vitest';
import { NO_COMPANIONS, companionInfo } from './companion.ts';

describe('companion info for the parent window', () => {
  it('is off without a program or companion tiers', () => {
    expect(companionInfo(null)).toEqual(NO_COMPANIONS);
    expect(companionInfo({})).toEqual(NO_COMPANIONS);
    expect(companionInfo({ additional_tiers_attributes: [null, 3, 'x', { code: 'other', is_active: true }] })).toEqual(NO_COMPANIONS);
  });

  it('reads active adult and kid companions with their names per locale', () => {
    const info = companionInfo({
      additional_tiers_attributes: [
        { code: 'adult_companion', is_active: true, translations: { en: { name: 'Companion' }, ja: '同伴者' } },
        { tier_type: 'kid_tier_A_companion', is_active: true, translations: { en: { name: 'Child companion' }, ko: { name: ' ' } } },
      ],
    });
    expect(info).toEqual({
      adultsCompanionEnable: true,
      childrenCompanionEnable: true,
      translations: { en: { adult: 'Companion', child: 'Child companion' }, ja: { adult: '同伴者' } },
    });
  });

  it('leaves out inactive tiers', () => {
    const info = companionInfo({ additional_tiers_attributes: [{ code: 'adult_companion', is_active: false, translations: { en: 'x' } }] });
    expect(info).toEqual(NO_COMPANIONS);
  });
});
