/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are untyped JSON, checked field by field */
// Kiosk devices and alerts: the pairing code is one-time and expires (manual clock), the credential
// is stored hashed, a revoked device is refused, the demo device is handed out only under its
// config and to a loopback peer without forwarding headers, and who may call what: another hotel's
// device, a revoked device, another hotel's front desk, a guest, front desk vs. manager.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { forEachDatabase, openClientSession, query, startTestApp } from '../support/app.ts';
import { asKiosk, asMember, asStaff, FRONT_DESK, MANAGER, pairDevice, type Caller } from './support.ts';

const NOW = '2026-11-22T03:00:00Z';

forEachDatabase(
  'kiosk devices',
  (ctx) => {
    let manager: Caller;
    let frontDesk: Caller;

    it('pairs a device once with a manager-issued code; the code and the credential are stored hashed', async () => {
      const { app, database } = ctx();
      manager = await asStaff(app, MANAGER);
      frontDesk = await asStaff(app, FRONT_DESK);
      const issued = await manager.call('POST', '/staff/hotels/kyoto-gion/kiosk_devices', { name: 'Lobby left' });
      expect(issued.status).toBe(201);
      const code: string = issued.body.data.pairing_code;
      expect(code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
      expect(issued.body.data.device.status).toBe('pending');
      const kiosk = await asKiosk(app, null);
      const paired = await kiosk.call('POST', '/kiosk/pair', { code: code.toLowerCase().replace('-', ' ') });
      expect(paired.status, JSON.stringify(paired.body)).toBe(201);
      const credential: string = paired.body.data.credential;
      expect(paired.body.data.device).toMatchObject({ name: 'Lobby left', hotel: { code: 'kyoto-gion' }, demo: false });
      // Used once: the same code again is refused.
      const again = await kiosk.call('POST', '/kiosk/pair', { code });
      expect(again.status).toBe(400);
      expect(again.body.errors[0].details.payload.reason).toBe('pairing_code_invalid');
      expect(again.body.data).toBeUndefined();
      const [row] = await query<{ credential_hash: string; pairing_code_hash: string | null }>(database, 'select credential_hash, pairing_code_hash from kiosk_devices where id = $1', [paired.body.data.device.id]);
      expect(row!.credential_hash).toBe(createHash('sha256').update(credential).digest('hex'));
      expect(row!.pairing_code_hash).toBeNull();
      const all = JSON.stringify(await query(database, 'select * from kiosk_devices'));
      expect(all).not.toContain(credential);
      expect(all).not.toContain(code);
      // The credential works and records the last contact.
      const me = await (await asKiosk(app, credential)).call('GET', '/kiosk/device');
      expect(me.status).toBe(200);
      const list = await frontDesk.call('GET', '/staff/hotels/kyoto-gion/kiosk_devices');
      expect(list.status).toBe(200);
      expect(list.body.data.find((d: any) => d.name === 'Lobby left')).toMatchObject({ status: 'paired', last_seen_at: expect.any(String) });
    });

    it('refuses a pairing code after it expires', async () => {
      const { app, clock } = ctx();
      const issued = await manager.call('POST', '/staff/hotels/kyoto-gion/kiosk_devices', { name: 'Late tablet' });
      clock.advance(15 * 60_000 + 1000);
      const r = await (await asKiosk(app, null)).call('POST', '/kiosk/pair', { code: issued.body.data.pairing_code });
      expect(r.status).toBe(400);
      expect(r.body.errors[0].details.payload.reason).toBe('pairing_code_invalid');
    });

    it('refuses a revoked device at once, and an unknown or missing credential', async () => {
      const { app } = ctx();
      const { credential, deviceId } = await pairDevice(app, manager, 'kyoto-gion', 'To revoke');
      const kiosk = await asKiosk(app, credential);
      expect((await kiosk.call('POST', '/kiosk/alerts')).status).toBe(201);
      // Front desk may not revoke; a manager may.
      expect((await frontDesk.call('POST', `/staff/hotels/kyoto-gion/kiosk_devices/${deviceId}/revoke`)).status).toBe(403);
      const revoked = await manager.call('POST', `/staff/hotels/kyoto-gion/kiosk_devices/${deviceId}/revoke`);
      expect(revoked.status).toBe(200);
      expect(revoked.body.data.device.status).toBe('revoked');
      for (const [method, url] of [['GET', '/kiosk/device'], ['POST', '/kiosk/alerts'], ['POST', '/kiosk/events_ticket']] as const) {
        const r = await kiosk.call(method, url);
        expect(r.status, url).toBe(401);
        expect(r.body.errors[0].details.payload.reason).toBe('device_invalid');
      }
      expect((await (await asKiosk(app, 'kd_' + 'x'.repeat(43))).call('GET', '/kiosk/device')).status).toBe(401);
      expect((await (await asKiosk(app, null)).call('GET', '/kiosk/device')).status).toBe(401);
    });

    it('lets only the hotel\'s staff and managers reach its devices and alerts; a guest and another hotel\'s front desk are refused', async () => {
      const { app } = ctx();
      // The Kyoto front desk is another hotel's front desk for Taipei.
      for (const [method, url, body] of [
        ['GET', '/staff/hotels/taipei-daan/kiosk_devices', undefined],
        ['POST', '/staff/hotels/taipei-daan/kiosk_devices', { name: 'x' }],
        ['GET', '/staff/hotels/taipei-daan/kiosk_alerts', undefined],
        ['POST', '/staff/hotels/taipei-daan/events_ticket', undefined],
      ] as const) {
        const r = await frontDesk.call(method, url, body);
        expect(r.status, url).toBe(403);
        expect(r.body.data).toBeUndefined();
      }
      // Front desk of its own hotel may not issue codes (manager only).
      expect((await frontDesk.call('POST', '/staff/hotels/kyoto-gion/kiosk_devices', { name: 'x' })).status).toBe(403);
      const guest = await asMember(app);
      for (const url of ['/staff/hotels/kyoto-gion/kiosk_devices', '/staff/hotels/kyoto-gion/kiosk_alerts']) {
        const r = await guest.call('GET', url);
        expect(r.status, url).toBe(401);
        expect(r.body.data).toBeUndefined();
      }
      // A device credential is no staff login: as a bearer it is refused, and the kiosk header opens no staff call.
      const { credential } = await pairDevice(app, manager, 'kyoto-gion', 'Not staff');
      const kiosk = await asKiosk(app, credential);
      expect((await kiosk.call('GET', '/staff/hotels/kyoto-gion/kiosk_devices')).status).toBe(401);
      expect((await kiosk.call('GET', '/staff/hotels/kyoto-gion/reservations')).status).toBe(401);
      expect((await kiosk.call('GET', '/staff/hotels/kyoto-gion/kiosk_devices', undefined, { authorization: `Bearer ${credential}` })).status).toBe(401);
    });

    it('keeps an alert open until staff of its hotel acknowledge it; another hotel\'s device or staff see nothing of it', async () => {
      const { app } = ctx();
      const kyoto = await asKiosk(app, (await pairDevice(app, manager, 'kyoto-gion', 'Alerting')).credential);
      const taipei = await asKiosk(app, (await pairDevice(app, manager, 'taipei-daan', 'Taipei lobby')).credential);
      const raised = await kyoto.call('POST', '/kiosk/alerts');
      expect(raised.status).toBe(201);
      expect(raised.body.data.alert.status).toBe('open');
      const id = raised.body.data.alert.id;
      // Pressing again does not page twice.
      expect((await kyoto.call('POST', '/kiosk/alerts')).body.data.alert.id).toBe(id);
      const open = await frontDesk.call('GET', '/staff/hotels/kyoto-gion/kiosk_alerts');
      expect(open.body.data.find((a: any) => a.id === id)).toMatchObject({ device_name: 'Alerting', status: 'open' });
      // Another hotel's device cannot read it, nor can Taipei's staff list or acknowledge it.
      expect((await taipei.call('GET', `/kiosk/alerts/${id}`)).status).toBe(404);
      expect((await manager.call('POST', `/staff/hotels/taipei-daan/kiosk_alerts/${id}/acknowledge`)).status).toBe(404);
      const acked = await frontDesk.call('POST', `/staff/hotels/kyoto-gion/kiosk_alerts/${id}/acknowledge`);
      expect(acked.status).toBe(200);
      expect(acked.body.data.alert).toMatchObject({ status: 'acknowledged', acknowledged_by: 'Kyoto Gion Front Desk' });
      expect((await kyoto.call('GET', `/kiosk/alerts/${id}`)).body.data.alert.status).toBe('acknowledged');
      expect((await frontDesk.call('GET', '/staff/hotels/kyoto-gion/kiosk_alerts')).body.data.some((a: any) => a.id === id)).toBe(false);
      expect((await frontDesk.call('GET', '/staff/hotels/kyoto-gion/kiosk_alerts?status=all')).body.data.some((a: any) => a.id === id)).toBe(true);
    });

    it('records issuing codes, pairing, revoking and acknowledging in the audit log', async () => {
      const { database } = ctx();
      const rows = await query<{ action: string; actor_kind: string; actor_role: string | null; target_type: string }>(database, "select action, actor_kind, actor_role, target_type from audit_entries where action like 'kiosk%'");
      const actions = new Set(rows.map((r) => r.action));
      expect([...actions].sort()).toEqual(['kiosk_alert.acknowledge', 'kiosk_device.issue_code', 'kiosk_device.pair', 'kiosk_device.revoke']);
      expect(rows.find((r) => r.action === 'kiosk_device.revoke')).toMatchObject({ actor_kind: 'staff', actor_role: 'manager', target_type: 'kiosk_device' });
      expect(rows.find((r) => r.action === 'kiosk_device.pair')).toMatchObject({ actor_kind: 'system' });
      expect(rows.find((r) => r.action === 'kiosk_alert.acknowledge')).toMatchObject({ actor_kind: 'staff', actor_role: 'front_desk', target_type: 'kiosk_alert' });
    });

    it('hands the demo device\'s credential only to a loopback peer without forwarding headers', async () => {
      const { app } = ctx();
      const session = await openClientSession(app, 'demo-kiosk', 'demo-kiosk-secret');
      const demo = (remoteAddress: string, headers: Record<string, string> = {}) =>
        app.inject({ method: 'POST', url: '/api/v1/kiosk/demo_device', remoteAddress, headers: { 'client-session': session, ...headers }, payload: { hotel: 'kyoto-gion' } });
      const ok = await demo('127.0.0.1');
      expect(ok.statusCode, ok.body).toBe(200);
      const credential = ok.json().data.credential;
      expect(ok.json().data.device).toMatchObject({ demo: true, hotel: { code: 'kyoto-gion' } });
      // The same credential each time (derived), and it works as any device's.
      expect((await demo('::1')).json().data.credential).toBe(credential);
      expect((await (await asKiosk(app, credential)).call('GET', '/kiosk/device')).status).toBe(200);
      for (const [address, headers] of [
        ['192.168.1.20', {}],
        ['10.0.0.5', {}],
        ['127.0.0.1', { 'x-forwarded-for': '203.0.113.9' }],
        ['127.0.0.1', { forwarded: 'for=203.0.113.9' }],
        ['::ffff:127.0.0.1', { 'x-forwarded-for': '127.0.0.1' }],
      ] as const) {
        const r = await demo(address, headers);
        expect(r.statusCode, `${address} ${JSON.stringify(headers)}`).toBe(404);
        expect(r.json().data).toBeUndefined();
      }
      // Taipei has no demo device.
      expect((await app.inject({ method: 'POST', url: '/api/v1/kiosk/demo_device', remoteAddress: '127.0.0.1', headers: { 'client-session': session }, payload: { hotel: 'taipei-daan' } })).statusCode).toBe(404);
    });
  },
  { seed: true, now: NOW },
);

describe('the demo kiosk switched off by configuration', () => {
  it('refuses even a loopback peer when NOREN_DEMO_KIOSK is off', async () => {
    const t = await startTestApp('pglite', { seed: true, now: NOW, config: (c) => ({ ...c, kiosk: { ...c.kiosk, demoDevice: false } }) });
    try {
      const session = await openClientSession(t.app, 'demo-kiosk', 'demo-kiosk-secret');
      const r = await t.app.inject({ method: 'POST', url: '/api/v1/kiosk/demo_device', remoteAddress: '127.0.0.1', headers: { 'client-session': session }, payload: { hotel: 'kyoto-gion' } });
      expect(r.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});

describe('the demo kiosk configuration', () => {
  it('is on only with the embedded database and the demo seed, and NOREN_DEMO_KIOSK=0 turns it off', async () => {
    const { loadConfig } = await import('../../apps/api/src/config.ts');
    expect(loadConfig({}).kiosk.demoDevice).toBe(true);
    expect(loadConfig({ NOREN_DEMO_KIOSK: '0' }).kiosk.demoDevice).toBe(false);
    expect(loadConfig({ NOREN_DEMO: '0' }).kiosk.demoDevice).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/noren' }).kiosk.demoDevice).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/noren', NOREN_DEMO_KIOSK: '1' }).kiosk.demoDevice).toBe(false);
  });
});
