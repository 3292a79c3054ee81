// Helpers of the kiosk's end-to-end files: calls as the staff console (a manager issuing a pairing
// code, the desk acknowledging an alert) and what the kiosk keeps in the browser's storage.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '../booking-fixtures.ts';

export const MANAGER = { email: 'manager@noren.example', password: 'Noren-Manager-1' };

export interface StaffCaller {
  headers: Record<string, string>;
}

export async function signInStaff(request: APIRequestContext, who = MANAGER): Promise<StaffCaller> {
  const session = await request.post('/api/v1/client_sessions', { data: { key: 'demo-admin', secret: 'demo-admin-secret' } });
  expect(session.status()).toBe(201);
  const clientSession = ((await session.json()) as { data: { client_session: string } }).data.client_session;
  const signedIn = await request.post('/api/v1/staff/sign_in', { headers: { 'Client-Session': clientSession }, data: who });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  const bearer = ((await signedIn.json()) as { data: { session: string } }).data.session;
  return { headers: { 'Client-Session': clientSession, Authorization: `Bearer ${bearer}`, 'Accept-Language': 'en' } };
}

/**
 * A manager issues a one-time pairing code for a new device of `hotel`. Through the API: the staff
 * console's device screen (kioskapi's part) is not on this branch yet.
 */
export async function issuePairingCode(request: APIRequestContext, staff: StaffCaller, hotel: string, name: string): Promise<string> {
  const issued = await request.post(`/api/v1/staff/hotels/${hotel}/kiosk_devices`, { headers: staff.headers, data: { name } });
  expect(issued.status(), await issued.text()).toBe(201);
  return ((await issued.json()) as { data: { pairing_code: string } }).data.pairing_code;
}

export async function openAlerts(request: APIRequestContext, staff: StaffCaller, hotel: string): Promise<Array<{ id: number; device_name: string; status: string }>> {
  const listed = await request.get(`/api/v1/staff/hotels/${hotel}/kiosk_alerts`, { headers: staff.headers, params: { status: 'open' } });
  expect(listed.status(), await listed.text()).toBe(200);
  return ((await listed.json()) as { data: Array<{ id: number; device_name: string; status: string }> }).data;
}

export async function acknowledge(request: APIRequestContext, staff: StaffCaller, hotel: string, alertId: number): Promise<void> {
  const done = await request.post(`/api/v1/staff/hotels/${hotel}/kiosk_alerts/${alertId}/acknowledge`, { headers: staff.headers });
  expect(done.status(), await done.text()).toBe(200);
}

/** Every key of the page's localStorage and sessionStorage, and its cookies' names. */
export async function browserTraces(page: Page): Promise<{ local: string[]; session: string[]; cookies: string[] }> {
  return page.evaluate(() => ({
    local: Object.keys(localStorage).sort(),
    session: Object.keys(sessionStorage).sort(),
    cookies: document.cookie.split(';').map((c) => c.split('=')[0].trim()).filter(Boolean),
  }));
}

/** What the kiosk may keep across guests: its credential, its settings, the app's client session. */
export const KEPT_KEYS = ['noren.client_session.demo-kiosk', 'noren.kiosk.device', 'noren.kiosk.settings'];
