// Locale files are separate chunks: a guest downloads only their language and English (the fallback).
import type { Language } from '@noren/core/domain';

/** 'booking' holds the results page's texts; 'bookingPages' those of the pages loaded later. */
export type Namespace = 'common' | 'booking' | 'bookingPages' | 'admin' | 'kiosk' | 'errors';
export type LocaleResource = Record<string, unknown>;

const files = import.meta.glob<{ default: LocaleResource }>('../../../../locales/*/*.json');

export function hasLocaleFile(language: Language, namespace: Namespace): boolean {
  return `../../../../locales/${language}/${namespace}.json` in files;
}

/** The namespace's texts in one language; an absent file is empty, so English fills in. */
export async function loadLocaleFile(language: string, namespace: string): Promise<LocaleResource> {
  const load = files[`../../../../locales/${language}/${namespace}.json`];
  if (!load) return {};
  return (await load()).default;
}
