import { describe, expect, it } from 'vitest';
import { autorun } from 'mobx';
import type { Language } from '@noren/core/domain';
import { SettingsStore } from './SettingsStore.ts';
import { sampleInitSettings } from './testing/initSettings.ts';
import { DEFAULT_BUTTON_COLOUR } from './colour.ts';

describe('SettingsStore', () => {
  it('has no name and Noren colours before settings arrive', () => {
    const store = new SettingsStore(() => 'en');
    expect(store.loaded).toBe(false);
    expect(store.hotelName).toBe('');
    expect(store.theme.button).toBe(DEFAULT_BUTTON_COLOUR);
  });

  it('names the hotel in the current language, falling back to hotel_name', () => {
    let language: Language = 'en';
    const store = new SettingsStore(() => language);
    store.setSettings(sampleInitSettings());
    expect(store.hotelName).toBe('Gion Inn');
    language = 'zh_Hant';
    expect(store.hotelName).toBe('祇園の宿');
  });

  it('derives the theme from the hotel colours and recomputes when settings change', () => {
    const store = new SettingsStore(() => 'ja');
    const seen: string[] = [];
    const stop = autorun(() => seen.push(store.theme.header));
    store.setSettings(sampleInitSettings({ header_colour: '#102030', button_colour: '#ffffff' }));
    stop();
    expect(seen.at(-1)).toBe('#102030');
    expect(store.theme.headerText).toBe('#ffffff');
    expect(store.theme.buttonText).not.toBe('#ffffff');
  });

  it('exposes the site controller and logo only when set', () => {
    const store = new SettingsStore(() => 'ja');
    store.setSettings(sampleInitSettings({ hotel_site_controller: '', logo: '' }));
    expect(store.siteController).toBeNull();
    expect(store.logo).toBeNull();
    store.setSettings(sampleInitSettings({ hotel_site_controller: 'temairazu' }));
    expect(store.siteController).toBe('temairazu');
  });
});
