// @vitest-environment jsdom
// The account pages and the header's login menu in the whole booking app, against the fake API.
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@noren/core/api';
import { FakeApi } from '../../../../core/src/stores/testing/fakeApi.ts';
import { BOOKING_ROOT } from '../stores/BookingRoot.ts';
import { renderApp, type RenderedApp } from '../../../../core/src/ui/testing/renderApp.tsx';
import { App } from '../App.tsx';

let app: RenderedApp | null = null;
afterEach(() => app?.unmount());

/** Types as a person would: React sees the input event. */
function type(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  act(() => {
    setter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const byLabel = (label: string) => {
  const found = [...document.querySelectorAll('label')].find((l) => l.textContent?.startsWith(label));
  return document.getElementById(found!.htmlFor) as HTMLInputElement;
};
const nav = () => document.querySelector('nav.booking-login-menu');
const submit = async () => {
  await act(async () => document.querySelector<HTMLButtonElement>('main form button[type="submit"]')!.click());
};

describe('account pages', () => {
  it('signs a member in from the header link and comes back, the menu naming them', async () => {
    const api = new FakeApi();
    api.memberSignInAnswer = (body) =>
      body.password === 'Noren-Member-1'
        ? { session: 'tok', expires_at: '2030-01-01T00:00:00Z', user: { id: 7, name: 'Hanako Sato', email: body.email } }
        : new ApiError({ status: 401, code: 9401, message: 'x', payload: { reason: 'invalid_credentials' } });
    app = await renderApp('/booking/result?code=kyoto-gion&locale=en', <App />, ['common', 'booking', 'errors'], BOOKING_ROOT, api);
    await vi.waitFor(() => expect(nav()?.querySelector('a')?.textContent).toBe('Sign in'));
    const link = nav()!.querySelector('a')!;
    expect(nav()!.getAttribute('aria-label')).toBe('Account');
    expect(new URL(link.href).searchParams.get('redirect')).toMatch(/^\/booking\/result\?code=kyoto-gion&locale=en/);
    await act(async () => link.click());
    await vi.waitFor(() => expect(document.querySelector('h1')?.textContent).toBe('Sign in'));

    type(byLabel('Email address'), 'member@noren.example');
    type(byLabel('Password'), 'wrong');
    await submit();
    await vi.waitFor(() => expect(document.querySelector('main [role="alert"]')?.textContent).toBe('The email address or password is incorrect.'));

    type(byLabel('Password'), 'Noren-Member-1');
    await submit();
    await vi.waitFor(() => expect(window.location.pathname).toBe('/booking/result'));
    await vi.waitFor(() => expect(nav()?.textContent).toContain('Signed in as Hanako Sato'));
    expect([...nav()!.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['Sign out']);
    // Lazy pages load in this test: a shared machine may take longer than the default 5 s.
  }, 30_000);

  it('prefills the organisation from the address and says when the sign-up form is incomplete', async () => {
    app = await renderApp('/organization-sign-in?code=kyoto-gion&locale=en&organization_id=acme', <App />, ['common', 'booking', 'errors'], BOOKING_ROOT);
    await vi.waitFor(() => expect(document.querySelector('h1')?.textContent).toBe('Organisation sign-in'));
    expect(byLabel('Organisation ID').value).toBe('acme');
    app.unmount();

    app = await renderApp('/sign-up?code=kyoto-gion&locale=en', <App />, ['common', 'booking', 'errors'], BOOKING_ROOT);
    await vi.waitFor(() => expect(document.querySelector('h1')?.textContent).toBe('Create an account'));
    type(byLabel('Password'), 'lowercase1');
    await submit();
    const password = byLabel('Password');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(password.getAttribute('aria-describedby')!.split(' ').at(-1)!)?.textContent).toBe(
      'The new password must contain upper-case letters, lower-case letters, digits and symbols.',
    );
    expect(app.api.calls.some((c) => c.startsWith('memberSignUp'))).toBe(false);
  }, 30_000);
});
