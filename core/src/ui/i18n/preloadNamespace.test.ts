import { describe, expect, it } from 'vitest';
import { createI18n } from './createI18n.ts';
import { localeFiles } from './localeFiles.ts';
import { preloadNamespace } from './preloadNamespace.ts';

const locales = localeFiles(import.meta.glob('../../../../locales/*/{common,calendar}.json'));

describe('preloadNamespace', () => {
  it('adds the namespace for the shown language without the loaded event that re-renders every translated component', async () => {
    const i18n = await createI18n({ language: 'ja', namespaces: ['common'], locales });
    const events: string[] = [];
    i18n.on('loaded', () => events.push('loaded'));
    expect(i18n.hasLoadedNamespace('calendar')).toBe(false);
    await preloadNamespace(i18n, 'calendar');
    expect(events).toEqual([]);
    expect(i18n.hasLoadedNamespace('calendar')).toBe(true);
    expect(i18n.t('calendar:nextMonth')).not.toBe('nextMonth');
    expect(i18n.t('calendar:nextMonth')).toBe(i18n.getResourceBundle('ja', 'calendar').nextMonth);
  });
});
