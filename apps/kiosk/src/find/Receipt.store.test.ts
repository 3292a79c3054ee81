// The stay's receipt on the kiosk: the date before check-out, the three choices from it (printing
// only with a printer), every call sending the look-up that found the stay, and nothing left after
// "another reservation" or the idle wipe.
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@noren/core/api';
import { FakeApi } from '../../../../core/src/stores/testing/fakeApi.ts';
import { memoryEnv } from '../../../../core/src/stores/testing/memoryEnv.ts';
import { KioskRoot } from '../stores/KioskRoot.ts';
import { listableMemoryStorage } from '../stores/wipe.ts';
import { FakeKioskApi, sampleReceipt, sampleStay } from '../testing/fakeKioskApi.ts';
import { lookupOf } from './Lookup.store.ts';

let root: KioskRoot | null = null;
afterEach(() => root?.dispose());

async function found(receipt = sampleReceipt) {
  const env = memoryEnv('http://localhost/kiosk/?code=kyoto-gion');
  const local = listableMemoryStorage();
  env.storage = local;
  const kioskApi = new FakeKioskApi();
  kioskApi.lookupResult = { stay: sampleStay, receipt };
  root = new KioskRoot({ api: new FakeApi(), env, kioskApi, appKey: 'demo-kiosk', embedHost: null, dataLayer: null, wipeTargets: { storages: [local], cookieNames: () => [], removeCookie: () => {} } });
  await root.initialise();
  await root.device.pair('ABC123');
  const lookup = lookupOf(root);
  expect(await lookup.find({ reservation_number: 'R0001', email: 'guest@example.com' })).toBe(true);
  return { root, kioskApi, lookup, receipt: lookup.receipt };
}

describe('ReceiptStore', () => {
  it('offers nothing but the date before the check-out date', async () => {
    const { receipt } = await found();
    expect(receipt.state).toEqual(sampleReceipt);
    expect(receipt.choices).toEqual({ phone: false, mail: false, print: false });
  });

  it('offers the phone and the mail from check-out, and printing only on a kiosk with a printer', async () => {
    expect((await found({ ...sampleReceipt, available: true })).receipt.choices).toEqual({ phone: true, mail: true, print: false });
    root?.dispose();
    expect((await found({ ...sampleReceipt, available: true, print: true })).receipt.choices).toEqual({ phone: true, mail: true, print: true });
    root?.dispose();
    expect((await found({ ...sampleReceipt, offered: false, available: true, print: true })).receipt.choices).toEqual({ phone: false, mail: false, print: false });
  });

  it('sends the look-up that found the stay with each call, and shows the answers', async () => {
    const { receipt, kioskApi } = await found({ ...sampleReceipt, available: true, print: true });
    await receipt.showLink();
    expect(receipt.link?.qr_svg).toBe('<svg/>');
    await receipt.sendMail();
    expect(receipt.mailed).toBe(true);
    await receipt.print();
    expect(receipt.printing?.path).toBe('/kiosk/receipt_links/kr.1');
    expect(kioskApi.calls.filter((c) => c.startsWith('receipt'))).toEqual(['receiptLink device-credential', 'receiptMail device-credential', 'receiptPrint device-credential']);
    receipt.hideLink();
    expect(receipt.link).toBeNull();
  });

  it('shows a refusal, and clears it on the next try', async () => {
    const { receipt, kioskApi } = await found({ ...sampleReceipt, available: true });
    kioskApi.receiptMailResult = new ApiError({ status: 429, code: 9429, message: 'Too many' });
    await receipt.sendMail();
    expect(receipt.mailed).toBe(false);
    expect(receipt.error).not.toBeNull();
    await receipt.showLink();
    expect(receipt.error).toBeNull();
  });

  it('forgets the receipt with the stay: another reservation, and the idle wipe', async () => {
    const { root: r, lookup, receipt } = await found({ ...sampleReceipt, available: true });
    await receipt.showLink();
    lookup.again();
    expect(receipt.state).toBeNull();
    expect(receipt.link).toBeNull();

    await lookup.find({ reservation_number: 'R0001', email: 'guest@example.com' });
    await lookup.receipt.showLink();
    expect(lookup.receipt.link).not.toBeNull();
    r.wipe();
    const fresh = lookupOf(r);
    expect(fresh).not.toBe(lookup);
    expect(fresh.stay).toBeNull();
    expect(fresh.receipt.state).toBeNull();
    expect(fresh.receipt.link).toBeNull();
  });
});
