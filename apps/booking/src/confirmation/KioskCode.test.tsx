// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, type RenderedApp } from '../../../../core/src/ui/testing/renderApp.tsx';
import { BOOKING_ROOT } from '../stores/BookingRoot.ts';
import { KioskCode } from './KioskCode.tsx';

let app: RenderedApp | null = null;
afterEach(() => app?.unmount());

describe('the confirmation\'s kiosk code', () => {
  it('shows the server\'s QR of the lookup URL, with a title and a text alternative', async () => {
    app = await renderApp('/?code=kyoto-gion&locale=en', <KioskCode hotelId={1} number="NRN-AB12CD" bypassToken="t" email={null} />, ['kioskQr'], BOOKING_ROOT);
    await act(async () => {
      await new Promise((r) => setTimeout(r, 0));
    });
    const img = app.container.querySelector('img');
    expect(app.container.querySelector('h2')?.textContent).toBe('Your lobby kiosk code');
    expect(img?.getAttribute('alt')).toBe('Kiosk code for reservation NRN-AB12CD');
    expect(decodeURIComponent(img!.getAttribute('src')!.replace('data:image/svg+xml;charset=utf-8,', ''))).toBe(app.api.kioskQr.qr_svg);
  });
});
