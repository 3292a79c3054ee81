// @vitest-environment jsdom
// The Receipt section of a found stay: the date before check-out; from it the phone's code and
// the mail, and the print button only on a kiosk with a printer, whose press loads the receipt in
// a same-origin frame for the browser's print.
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, type RenderedApp } from '../../../../core/src/ui/testing/renderApp.tsx';
import { App } from '../App.tsx';
import { kioskRootFactory } from '../stores/kioskRoot.tsx';
import type { KioskRoot } from '../stores/KioskRoot.ts';
import { FakeKioskApi, sampleReceipt, sampleStay } from '../testing/fakeKioskApi.ts';
import { lookupOf } from './Lookup.store.ts';

let app: RenderedApp<KioskRoot> | null = null;
afterEach(() => app?.unmount());

async function foundStay(receipt: typeof sampleReceipt) {
  const kioskApi = new FakeKioskApi();
  kioskApi.demo = kioskApi.pairing;
  kioskApi.lookupResult = { stay: sampleStay, receipt };
  app = await renderApp('/find?code=kyoto-gion&locale=en', <App />, ['common', 'kiosk', 'kioskReceipt'], kioskRootFactory({ kioskApi }));
  await act(() => app!.stores.device.restore());
  await act(async () => void (await lookupOf(app!.stores).find({ reservation_number: 'R0001', email: 'guest@example.com' })));
  // The lazy screen and its texts load first.
  const find = () => app!.container.querySelector<HTMLElement>('section[aria-labelledby="kiosk-receipt-title"]');
  for (let i = 0; i < 100 && !find(); i++) await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  if (!find()) throw new Error(`no receipt section in: ${app.container.textContent}`);
  const section = find();
  const button = (name: string) => [...(section?.querySelectorAll('button') ?? [])].find((b) => b.textContent === name);
  return { kioskApi, section, button };
}

describe('ReceiptPanel', () => {
  it('says from when before the check-out date, with no choice to press', async () => {
    const { section } = await foundStay(sampleReceipt);
    expect(section?.querySelector('h2')?.textContent).toBe('Receipt');
    expect(section?.textContent).toMatch(/Your receipt is available from .*2026/);
    expect(section?.querySelectorAll('button')).toHaveLength(0);
  });

  it('offers the code and the mail from check-out, and no print without a printer', async () => {
    const { section, button, kioskApi } = await foundStay({ ...sampleReceipt, available: true });
    expect(button('Show a code for my phone')).toBeDefined();
    expect(button('Print')).toBeUndefined();
    await act(async () => button('Show a code for my phone')!.click());
    expect(section?.querySelector('img')?.getAttribute('alt')).toBe('Code to open the receipt of reservation R0001');
    await act(async () => button('E-mail it to me')!.click());
    expect(section?.querySelector('[role="status"]')?.textContent).toBe('We sent the receipt to the e-mail address of your reservation.');
    expect(kioskApi.calls).toEqual(expect.arrayContaining(['receiptLink device-credential', 'receiptMail device-credential']));
  });

  it('prints through a same-origin frame on a kiosk with a printer', async () => {
    const { section, button } = await foundStay({ ...sampleReceipt, available: true, print: true });
    await act(async () => button('Print')!.click());
    const frame = section?.querySelector('iframe');
    expect(frame?.getAttribute('src')).toBe('/api/v1/kiosk/receipt_links/kr.1');
    expect(frame?.getAttribute('title')).toBe('Receipt for printing');
  });
});
