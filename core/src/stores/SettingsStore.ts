// The hotel's init settings and sign-in button data, with what the shell derives from them.
import { action, computed, makeObservable, observableRef } from 'mobx';
import type { InitSettings, Language, SignInButtonSettings } from '@noren/core/domain';
import { themeColours, type ThemeColours } from './colour.ts';

export class SettingsStore {
  settings: InitSettings | null = null;
  signInButton: SignInButtonSettings | null = null;

  constructor(private readonly currentLanguage: () => Language) {
    makeObservable(this, {
      settings: observableRef,
      signInButton: observableRef,
      loaded: computed,
      theme: computed,
      hotelName: computed,
      hotelCode: computed,
      logo: computed,
      siteController: computed,
      setSettings: action,
      setSignInButton: action,
      clear: action,
    });
  }

  get loaded(): boolean {
    return this.settings !== null;
  }

  get theme(): ThemeColours {
    return themeColours(this.settings?.button_colour, this.settings?.header_colour);
  }

  /** The name in the current language; the server already resolved hotel_name to a fallback. */
  get hotelName(): string {
    const s = this.settings;
    if (!s) return '';
    return s.translations[this.currentLanguage()]?.hotel_name?.trim() || s.hotel_name;
  }

  get hotelCode(): string | null {
    return this.settings?.hotel_code ?? null;
  }

  get logo(): string | null {
    return this.settings?.logo || null;
  }

  get siteController(): string | null {
    return this.settings?.hotel_site_controller || null;
  }

  setSettings(settings: InitSettings): void {
    this.settings = settings;
  }

  setSignInButton(signInButton: SignInButtonSettings): void {
    this.signInButton = signInButton;
  }

  clear(): void {
    this.settings = null;
    this.signInButton = null;
  }
}
