/*! Noren booking widget loader. One tag on the hotel's page:
 * <script src="https://<noren-host>/widget.js" data-hotel-code="kyoto-gion" data-locale="ja"
 *   data-mode="overlay|inline|standalone" data-target="#element-id" async></script>
 * Optional: data-position="left|right", data-color="#1f2a44", data-button="false" (no floating
 * button; open it with window.Noren.open()), data-height="860" (the inline frame's first and
 * smallest height in px: reserve it on the page; the frame then grows to the booking page's content),
 * data-load="eager" (the inline frame loads with the page; by default it loads once its target is
 * within one screen of the visible area, so a booking section far down the page costs the page
 * nothing until the visitor scrolls towards it).
 * Plain ES2017 with no dependencies: it loads nothing but the booking app's iframe. */
(() => {
  'use strict';
  const script = document.currentScript;
  if (!script || !script.src) return;

  // [button, close, dialog and frame title]; the 8 widget languages, Arabic right-to-left.
  const TEXTS = {
    en: ['Book now', 'Close', 'Book your stay'],
    ja: ['今すぐ予約', '閉じる', 'ご予約'],
    ko: ['지금 예약', '닫기', '객실 예약'],
    zh_Hans: ['立即预订', '关闭', '预订客房'],
    zh_Hant: ['立即預訂', '關閉', '預訂客房'],
    id: ['Pesan sekarang', 'Tutup', 'Pesan kamar'],
    th: ['จองเลย', 'ปิด', 'จองห้องพัก'],
    ar: ['احجز الآن', 'إغلاق', 'احجز إقامتك'],
  };
  const MESSAGE_SOURCE = 'noren';
  // core/src/domain/embed/frame-height.ts: the cap on an inline frame's height.
  const MAX_FRAME_HEIGHT = 20000;
  // Layout shifts within 500 ms of the page's own input do not count against its CLS; a margin
  // for the frame that paints the change.
  const AFTER_INPUT_MS = 400;

  /** Our language code for a tag such as ja-JP, zh-TW or zh_Hans; null when not one of ours. */
  const language = (raw) => {
    const tag = String(raw || '').trim().replace(/-/g, '_').toLowerCase();
    if (!tag) return null;
    if (/^zh_(hant|tw|hk|mo)/.test(tag)) return 'zh_Hant';
    if (/^zh/.test(tag)) return 'zh_Hans';
    const base = tag.split('_')[0] === 'in' ? 'id' : tag.split('_')[0];
    return TEXTS[base] ? base : null;
  };

  const ready = (fn) => {
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', fn, { once: true });
    else fn();
  };

  const data = script.dataset;
  const explicitLocale = language(data.locale) || language(document.documentElement.lang);
  const config = {
    origin: new URL(script.src, location.href).origin,
    code: (data.hotelCode || '').trim(),
    locale: explicitLocale,
    texts: TEXTS[explicitLocale || 'en'],
    rtl: explicitLocale === 'ar',
    mode: ['inline', 'standalone'].indexOf(data.mode) >= 0 ? data.mode : 'overlay',
    target: data.target || null,
    position: data.position === 'left' || data.position === 'right' ? data.position : null,
    color: /^#[0-9a-f]{3,8}$/i.test(data.color || '') ? data.color : '#1f2a44',
    button: data.button !== 'false',
    height: Math.max(320, parseInt(data.height, 10) || 860),
    eager: data.load === 'eager',
  };
  if (!config.code) {
    console.warn('Noren widget: data-hotel-code is missing on the script tag.');
    return;
  }

  // A second tag (say an inline frame besides the overlay) joins the first one's registry.
  if (window.Noren && typeof window.Noren._add === 'function') {
    window.Noren._add(config);
    return;
  }

  const configs = [];
  /** Every frame we made: { frame, origin, overlay }, and for an inline one { min, wanted, height } in px. */
  const frames = [];
  let overlay = null;

  const style = (el, css) => {
    for (const key of Object.keys(css)) el.style[key] = css[key];
    return el;
  };
  const make = (tag, attrs, css) => {
    const el = document.createElement(tag);
    for (const key of Object.keys(attrs || {})) el.setAttribute(key, attrs[key]);
    return style(el, css || {});
  };
  const setLanguage = (el, cfg) => {
    if (cfg.locale) el.setAttribute('lang', cfg.locale.replace('_', '-'));
    el.setAttribute('dir', cfg.rtl ? 'rtl' : 'ltr');
  };

  const isDate = (v) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v);
  const frameUrl = (cfg, options, framed) => {
    const query = new URLSearchParams({ code: cfg.code });
    if (cfg.locale) query.set('locale', cfg.locale);
    // The app then reports its content height for the frame to grow to.
    if (framed && cfg.mode === 'inline') query.set('embed', 'inline');
    // The app talks to this page only (part 1 §5); a new tab has no parent to talk to.
    if (framed) query.set('parentUrl', location.origin);
    const o = options || {};
    if (isDate(o.checkin)) query.set('checkin', o.checkin);
    if (isDate(o.checkout)) query.set('checkout', o.checkout);
    const adults = parseInt(o.adults, 10);
    if (adults >= 1 && adults <= 99) query.set('adults', String(adults));
    // The results address itself rather than the root, which only forwards there in the browser:
    // its HTML carries the first screen's data (a session, the settings, the first search; the API's
    // booking-startup.ts), so the frame draws the results without waiting on its own round trips.
    return `${cfg.origin}/booking/result?${query}`;
  };

  const post = (type) => {
    for (const f of frames) {
      if (f.frame.contentWindow) f.frame.contentWindow.postMessage({ source: MESSAGE_SOURCE, type }, f.origin);
    }
  };

  /** A GA4 event from the app, into the page's own dataLayer or gtag, whichever exists. */
  const forwardAnalytics = (event) => {
    // Only our t- events: a frame must not be able to push GTM's own commands into the page.
    if (!event || typeof event !== 'object' || typeof event.event !== 'string' || event.event.indexOf('t-') !== 0) return;
    if (Array.isArray(window.dataLayer)) {
      window.dataLayer.push(event);
    } else if (typeof window.gtag === 'function') {
      const params = {};
      for (const key of Object.keys(event)) if (key !== 'event') params[key] = event[key];
      window.gtag('event', event.event, params);
    }
  };

  // The hidden attribute alone loses to the inline display of the backdrop.
  const shown = () => !!overlay && !overlay.root.hidden;
  const show = (visible) => {
    overlay.root.hidden = !visible;
    overlay.root.style.display = visible ? 'flex' : 'none';
  };

  const onKey = (event) => {
    if (event.key === 'Escape' && shown()) {
      event.preventDefault();
      close();
    }
  };

  const buildOverlay = (cfg) => {
    const [, closeText, title] = cfg.texts;
    const root = make('div', { 'data-noren-overlay': '' }, {
      position: 'fixed', inset: '0', zIndex: '2147483000', background: 'rgba(15, 20, 30, 0.6)',
      display: 'flex', alignItems: 'center', justifyContent: 'center',
    });
    const dialog = make('div', { role: 'dialog', 'aria-modal': 'true', 'aria-label': title }, {
      display: 'flex', flexDirection: 'column', width: 'min(960px, 100%)', height: 'min(900px, 100%)',
      background: '#fff', borderRadius: '12px', overflow: 'hidden', boxShadow: '0 20px 60px rgba(0, 0, 0, 0.35)',
    });
    setLanguage(dialog, cfg);
    const bar = make('div', {}, { display: 'flex', justifyContent: 'flex-end', padding: '4px 8px', borderBottom: '1px solid #e3e5ea' });
    const closeButton = make('button', { type: 'button', 'aria-label': closeText }, {
      minWidth: '44px', minHeight: '44px', border: '0', borderRadius: '8px', background: 'transparent',
      color: '#1f2a44', font: '600 15px/1 system-ui, sans-serif', cursor: 'pointer', padding: '0 10px',
    });
    closeButton.textContent = `\u2715 ${closeText}`;
    closeButton.addEventListener('click', () => close());
    const frame = make('iframe', { title, allow: 'payment' }, { flex: '1', width: '100%', border: '0' });
    bar.appendChild(closeButton);
    dialog.appendChild(bar);
    dialog.appendChild(frame);
    root.appendChild(dialog);
    // A click on the dimmed page around the dialog closes it, as on most hotel sites.
    root.addEventListener('click', (event) => {
      if (event.target === root) close();
    });
    document.body.appendChild(root);
    frames.push({ frame, origin: cfg.origin, overlay: true });
    return { root, frame, closeButton, cfg, url: '', restore: null, inert: [], overflow: '' };
  };

  const open = (options, cfg) => {
    const c = cfg || configs.filter((x) => x.mode !== 'inline')[0] || configs[0];
    if (!c) return;
    if (c.mode === 'standalone') {
      window.open(frameUrl(c, options, false), '_blank', 'noopener');
      return;
    }
    if (overlay && overlay.cfg !== c) {
      overlay.root.remove();
      frames.splice(frames.findIndex((f) => f.frame === overlay.frame), 1);
      overlay = null;
    }
    overlay = overlay || buildOverlay(c);
    // Reopening keeps the guest's place in the app unless new search values were asked for.
    const url = frameUrl(c, options, true);
    if (url !== overlay.url && (options || !overlay.url)) {
      overlay.frame.src = url;
      overlay.url = url;
    }
    if (shown() && overlay.restore) return;
    show(true);
    overlay.restore = document.activeElement;
    // Modal: the rest of the page leaves the tab order and the accessibility tree while it is open.
    overlay.inert = Array.from(document.body.children).filter((el) => el !== overlay.root && !el.inert);
    for (const el of overlay.inert) el.inert = true;
    overlay.overflow = document.documentElement.style.overflow;
    document.documentElement.style.overflow = 'hidden';
    document.addEventListener('keydown', onKey);
    overlay.closeButton.focus();
  };

  const close = () => {
    if (!shown()) return;
    show(false);
    for (const el of overlay.inert) el.inert = false;
    overlay.inert = [];
    document.documentElement.style.overflow = overlay.overflow;
    document.removeEventListener('keydown', onKey);
    const back = overlay.restore;
    overlay.restore = null;
    if (back && typeof back.focus === 'function' && document.contains(back)) back.focus();
  };

  const addButton = (cfg) => {
    const side = cfg.position || (cfg.rtl ? 'left' : 'right');
    const button = make('button', { type: 'button', 'aria-haspopup': 'dialog', 'data-noren-button': '' }, {
      position: 'fixed', bottom: '24px', [side]: '24px', zIndex: '2147482999', padding: '14px 24px',
      border: '0', borderRadius: '999px', background: cfg.color, color: '#fff', cursor: 'pointer',
      font: '600 16px/1.2 system-ui, sans-serif', boxShadow: '0 6px 20px rgba(0, 0, 0, 0.25)',
    });
    setLanguage(button, cfg);
    button.textContent = cfg.texts[0];
    button.addEventListener('click', () => open(null, cfg));
    document.body.appendChild(button);
  };

  const createInlineFrame = (cfg, target) => {
    const frame = make('iframe', { title: cfg.texts[2], src: frameUrl(cfg, null, true), allow: 'payment' }, {
      display: 'block', width: '100%', height: `${cfg.height}px`, border: '0',
    });
    setLanguage(frame, cfg);
    target.appendChild(frame);
    frames.push({ frame, origin: cfg.origin, overlay: false, min: cfg.height, wanted: cfg.height, height: cfg.height });
  };

  // The hotel's Core Web Vitals must not pay for a frame the visitor has not come near (issue 14
  // §7): the frame is a page of the same site, so its scripts run on the hotel page's main thread
  // and its load counts against the page's TBT. So the frame is made once its target comes within
  // one screen height of the visible area (above or below); a target already there at load (above
  // the fold, or the page opened at #book) gets it on the observer's first report, in the next
  // frame. loading="lazy" does not do this: Chromium's distance for lazy frames is several screens.
  // The hotel reserves the frame's height on the target, so the frame arriving moves nothing.
  const addInline = (cfg) => {
    const target = cfg.target && document.querySelector(cfg.target);
    if (!target) {
      console.warn(`Noren widget: data-target "${cfg.target || ''}" matches no element.`);
      return;
    }
    if (cfg.eager || typeof window.IntersectionObserver !== 'function') {
      createInlineFrame(cfg, target);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      createInlineFrame(cfg, target);
    }, { rootMargin: '100% 0px 100% 0px' });
    observer.observe(target);
  };

  // The inline frame grows to the booking page's content (and back, never under data-height), so
  // the guest scrolls the hotel's page rather than a frame inside it. The hotel's Core Web Vitals
  // must not pay for it: a change in the frame's height moves whatever is under the frame, and a
  // move counts as a layout shift only when the moved content is on screen and no input of the
  // page's own came in the 500 ms before. So a height is applied at once when the frame's bottom
  // edge lies below the viewport before and after (at load, the common case: the frame sits under
  // the fold) or just after the guest's own click or key on the page; otherwise it waits, and is
  // applied as soon as one of the two holds (a scroll that takes the edge out of sight, the next
  // input). Meanwhile the frame keeps its height and scrolls inside, as it did before it grew.
  let lastInput = -Infinity;
  const now = () => (window.performance && performance.now ? performance.now() : Date.now());
  const unseen = (f) => f.frame.getBoundingClientRect().top + Math.min(f.height, f.wanted) >= window.innerHeight;
  const resizeFrames = () => {
    const afterInput = now() - lastInput < AFTER_INPUT_MS;
    for (const f of frames) {
      if (f.overlay || f.wanted === f.height || !(afterInput || unseen(f))) continue;
      f.height = f.wanted;
      f.frame.style.height = `${f.height}px`;
    }
  };
  /** A 'content-height' message's { height }: the frame's next height, or null for a malformed one. */
  const wantedHeight = (f, payload) => {
    const height = payload && typeof payload === 'object' ? payload.height : NaN;
    if (typeof height !== 'number' || !isFinite(height) || height <= 0) return null;
    return Math.min(MAX_FRAME_HEIGHT, Math.max(f.min, Math.ceil(height)));
  };
  const pending = () => frames.some((f) => !f.overlay && f.wanted !== f.height);
  let scrollCheck = 0;
  const onScroll = () => {
    if (scrollCheck || !pending()) return;
    scrollCheck = requestAnimationFrame(() => {
      scrollCheck = 0;
      resizeFrames();
    });
  };
  const onInput = () => {
    lastInput = now();
    if (pending()) resizeFrames();
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  window.addEventListener('resize', onScroll, { passive: true });
  window.addEventListener('pointerdown', onInput, { capture: true, passive: true });
  window.addEventListener('keydown', onInput, { capture: true, passive: true });

  const add = (cfg) => {
    configs.push(cfg);
    ready(() => {
      if (cfg.mode === 'inline') addInline(cfg);
      else if (cfg.button) addButton(cfg);
    });
  };

  // Part 2 §7.9: only our frames, from the Noren origin, are listened to.
  window.addEventListener('message', (event) => {
    const from = frames.filter((f) => f.frame.contentWindow === event.source && f.origin === event.origin)[0];
    const message = event.data;
    if (!from || !message || message.source !== MESSAGE_SOURCE || typeof message.type !== 'string') return;
    if (message.type === 'close' && from.overlay) close();
    if (message.type === 'ga4Event') forwardAnalytics(message.payload);
    if (message.type === 'content-height' && !from.overlay) {
      const height = wantedHeight(from, message.payload);
      if (height === null) return;
      from.wanted = height;
      resizeFrames();
    }
    // Everything else (login, booking-widget-opened, receiveCompanionInfo, ...) is the page's to use.
    window.dispatchEvent(new CustomEvent('noren:message', { detail: { type: message.type, payload: message.payload } }));
  });

  window.Noren = {
    version: 1,
    _add: add,
    /** Opens the booking overlay, optionally on given dates: { checkin, checkout, adults }. */
    open: (options) => open(options || null),
    close: () => close(),
    /** Signs the guest out inside the widget (deferred there until it has started). */
    logout: () => post('logout'),
    /** Asks the widget to re-read the sign-in shared with a chat assistant. */
    refreshLogin: () => post('refresh-login-from-chatbot'),
  };
  add(config);
})();
