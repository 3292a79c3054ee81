// A person's name in the order the language writes it: family name first in Japanese, Korean and
// Chinese, given name first elsewhere.
import type { Language } from '@noren/core/domain';

const FAMILY_FIRST: readonly Language[] = ['ja', 'ko', 'zh_Hans', 'zh_Hant'];

export function fullName(first: string, last: string, language: Language): string {
  return (FAMILY_FIRST.includes(language) ? [last, first] : [first, last]).filter((p) => p.trim() !== '').join(' ');
}
