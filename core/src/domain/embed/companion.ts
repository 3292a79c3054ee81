// 'receiveCompanionInfo' (part 1 §3 "Companion info to parent window"): whether the member program
// offers adult and child companions, and their names per locale. Programs carry them in
// additional_tiers_attributes; the spec names the two kinds ("adult and kid companion, each with
// is_active and per-locale names") but not the entry's shape. We read entries keyed by `code` (or
// `tier_type`) 'adult_companion' / 'kid_tier_A_companion' (the search-criteria names of part 1 §3),
// with names in `translations` ({ ja: { name } } or { ja: 'name' }), and ignore anything else.

export const ADULT_COMPANION_CODE = 'adult_companion';
export const KID_COMPANION_CODE = 'kid_tier_A_companion';

export interface CompanionInfo {
  adultsCompanionEnable: boolean;
  childrenCompanionEnable: boolean;
  /** Per locale: the names shown for each companion kind. */
  translations: Record<string, { adult?: string; child?: string }>;
}

export const NO_COMPANIONS: CompanionInfo = { adultsCompanionEnable: false, childrenCompanionEnable: false, translations: {} };

export function companionInfo(program: { additional_tiers_attributes?: unknown[] } | null | undefined): CompanionInfo {
  const info: CompanionInfo = { adultsCompanionEnable: false, childrenCompanionEnable: false, translations: {} };
  for (const entry of program?.additional_tiers_attributes ?? []) {
    if (typeof entry !== 'object' || entry === null) continue;
    const record = entry as Record<string, unknown>;
    const code = typeof record.code === 'string' ? record.code : typeof record.tier_type === 'string' ? record.tier_type : null;
    const kind = code === ADULT_COMPANION_CODE ? 'adult' : code === KID_COMPANION_CODE ? 'child' : null;
    if (!kind || record.is_active !== true) continue;
    if (kind === 'adult') info.adultsCompanionEnable = true;
    else info.childrenCompanionEnable = true;
    const translations = record.translations;
    if (typeof translations !== 'object' || translations === null) continue;
    for (const [locale, value] of Object.entries(translations as Record<string, unknown>)) {
      const name = typeof value === 'string' ? value : typeof value === 'object' && value !== null ? (value as Record<string, unknown>).name : null;
      if (typeof name !== 'string' || !name.trim()) continue;
      info.translations[locale] = { ...info.translations[locale], [kind]: name };
    }
  }
  return info;
}
