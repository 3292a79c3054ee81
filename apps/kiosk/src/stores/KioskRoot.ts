// The kiosk's root: core's stores (the booking flow it shares with the booking app: search,
// results, selection, pricing, reservation) and the kiosk's own — the device, its settings, the
// live events, "call staff", the pay link on screen, the idle countdown, the walk-in and lookup
// flows (made by their screens) — and the wipe that forgets the guest (issue #16 §3).
import { action, computed, makeObservable, observable } from 'mobx';
import { clientSessionStorageKey } from '@noren/core/api';
import { CoreStores, type CoreStoresOptions, type Timers } from '@noren/core/stores';
import { createKioskApi, refusalAware, type KioskApi, type Requester } from '../api/kioskApi.ts';
import { DeviceStore, KIOSK_DEVICE_STORAGE_KEY } from './Device.store.ts';
import { IdleTimerStore } from './IdleTimer.store.ts';
import { KIOSK_SETTINGS_STORAGE_KEY, KioskSettingsStore } from './KioskSettings.store.ts';
import { LiveEvents, type OpenEventSource } from './LiveEvents.ts';
import { PayLinkWatchStore } from './PayLinkWatch.store.ts';
import { Slot } from './Slot.ts';
import { StaffCallStore } from './StaffCall.store.ts';
import { wipeBrowserTraces, type WipeTargets } from './wipe.ts';

/** Something holding the camera: the wipe stops it. */
export interface CameraHolder {
  stop(): void;
}

export interface KioskRootOptions extends CoreStoresOptions {
  /** The kiosk calls; by default built on `api`. */
  kioskApi?: KioskApi;
  /** What the wipe empties; the browser's storages and cookies in the app, stand-ins in tests. */
  wipeTargets?: WipeTargets;
  timers?: Timers;
  openEventSource?: OpenEventSource;
  /** The app key whose client session the wipe keeps (the app's credential, not the guest's). */
  appKey?: string;
}

export class KioskRoot extends CoreStores {
  readonly kioskApi: KioskApi;
  readonly kioskSettings: KioskSettingsStore;
  readonly device: DeviceStore;
  readonly live: LiveEvents;
  readonly staffCall: StaffCallStore;
  readonly payLink: PayLinkWatchStore;
  readonly idle: IdleTimerStore;
  /** The walk-in and lookup flows: made by their screens, dropped by the wipe. */
  readonly walkIn = new Slot<{ dispose?(): void }>();
  readonly lookup = new Slot<{ dispose?(): void }>();
  /** A screen past the start is showing (set by the screens; the wipe clears it). */
  guestScreen = false;
  /** How many times the guest's data was wiped; screens key their forms on it so none survives. */
  wipes = 0;
  #camera: CameraHolder | null = null;
  readonly #homeLanguage: string | null;
  readonly #wipeTargets: WipeTargets | undefined;
  readonly #keep: ReadonlySet<string>;

  constructor(options: KioskRootOptions) {
    super(options);
    const { env } = options;
    // A device call refused for its credential (revoked in the staff console) unpairs the kiosk:
    // the guest's traces go and the pairing screen shows, at once rather than at the next start.
    this.kioskApi = refusalAware(options.kioskApi ?? createKioskApi(this.api as unknown as Requester), () => this.unpair());
    this.#wipeTargets = options.wipeTargets;
    this.#keep = new Set([KIOSK_DEVICE_STORAGE_KEY, KIOSK_SETTINGS_STORAGE_KEY, clientSessionStorageKey(options.appKey ?? 'demo-kiosk')]);
    this.#homeLanguage = new URL(env.location.href).searchParams.get('locale');
    this.kioskSettings = new KioskSettingsStore(env.storage);
    this.kioskSettings.readAddress(new URL(env.location.href).searchParams);
    this.device = new DeviceStore({ api: this.kioskApi, storage: env.storage, hotelCode: () => this.session.hotelCode, ready: () => this.initialise() });
    this.live = new LiveEvents({ api: this.kioskApi, credential: () => this.device.credential, open: options.openEventSource, timers: options.timers });
    this.staffCall = new StaffCallStore({ api: this.kioskApi, credential: () => this.device.credential, live: this.live, timers: options.timers });
    this.payLink = new PayLinkWatchStore({ api: this.kioskApi, live: this.live, timers: options.timers });
    this.idle = new IdleTimerStore({
      settings: this.kioskSettings,
      engaged: () => this.engaged,
      payLinkOpen: () => this.payLink.open,
      onExpire: () => this.wipe(),
      timers: options.timers,
    });
    this.disposers.push(this.idle.start(), () => this.live.close(), () => this.staffCall.forget(), () => this.payLink.forget());
    makeObservable(this, { guestScreen: observable, wipes: observable, engaged: computed, setGuestScreen: action, wipe: action, unpair: action });
  }

  /** A guest has left something on the kiosk: a screen past the start, a call, or another language. */
  get engaged(): boolean {
    return this.guestScreen || this.staffCall.state !== 'idle' || this.locale.language !== this.homeLanguage();
  }

  setGuestScreen(on: boolean): void {
    this.guestScreen = on;
  }

  /** The camera a screen opened; the wipe stops it. */
  holdCamera(camera: CameraHolder | null): void {
    this.#camera = camera;
  }

  /** The language the kiosk starts in: its address's `locale`, else the hotel's first. */
  homeLanguage(): string {
    return this.#homeLanguage ?? this.locale.offeredLanguages[0] ?? this.locale.language;
  }

  /** The start screen's address: the hotel and the kiosk's own language, nothing of a guest. */
  startPath(): string {
    const params = new URLSearchParams();
    if (this.session.hotelCode) params.set('code', this.session.hotelCode);
    if (this.#homeLanguage) params.set('locale', this.#homeLanguage);
    return `/?${params.toString()}`;
  }

  /** The server refused the device's credential: forget it and the guest, stop the live events. */
  unpair(): void {
    if (this.device.state !== 'paired') return;
    this.device.forget();
    this.live.close();
    this.wipe();
  }

  /**
   * Forgets the guest: the booking flow's stores, the kiosk's flows, the call, the pay link on
   * screen (left open on the server), the camera, the language, and every key of the browser's
   * storage and every cookie except the device credential, the kiosk settings and the app's client
   * session; then back to the start. Answers the storage keys it removed.
   */
  wipe(): string[] {
    this.#camera?.stop();
    this.#camera = null;
    this.walkIn.clear();
    this.lookup.clear();
    this.staffCall.forget();
    this.payLink.forget();
    this.pricing.clear();
    this.results.clear();
    this.selection.clear();
    this.selection.setRooms(null);
    this.selection.setPlans(null);
    this.search.reset();
    this.reservation.reset();
    this.errors.clearAll();
    if (this.locale.language !== this.homeLanguage()) this.locale.setLanguage(this.homeLanguage());
    const removed = this.#wipeTargets ? wipeBrowserTraces(this.#wipeTargets, this.#keep) : [];
    this.guestScreen = false;
    this.wipes += 1;
    this.navigation.request({ kind: 'path', path: this.startPath(), replace: true });
    return removed;
  }
}
