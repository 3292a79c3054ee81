import { describe, expect, it } from 'vitest';
import { ApiError } from '@noren/core/api';
import { ManualClock, type SignInResult } from '@noren/core/domain';
import { INVALID_CREDENTIALS_ERROR, ORGANISATION_CREDENTIALS_ERROR, RESEND_ALREADY_CONFIRMED_ERROR, UNCONFIRMED_ERROR, safeRedirect } from './AccountStore.ts';
import { LOGOUT_MESSAGE_ERROR, MEMBER_SESSION_STORAGE_KEY, paymentOf } from '@noren/core/stores';
import { BookingRoot } from '../../stores/BookingRoot.ts';
import { accountOf } from './accountOf.ts';
import { FakeApi } from '../../../../../core/src/stores/testing/fakeApi.ts';
import { memoryEnv } from '../../../../../core/src/stores/testing/memoryEnv.ts';

async function setup() {
  const api = new FakeApi();
  const clock = new ManualClock('2030-01-01T00:00:00Z');
  const env = memoryEnv('http://localhost/sign-in?code=kyoto-gion&locale=en', clock);
  const root = new BookingRoot({ api, env, clock, embedHost: null, dataLayer: null, accountApi: api });
  await root.initialise();
  const navigated: string[] = [];
  root.navigation.bind((intent) => (intent.kind === 'path' && navigated.push(intent.path), true));
  return { api, env, root, account: accountOf(root), navigated };
}

const member: SignInResult = { session: 'member-tok', expires_at: '2030-01-02T00:00:00Z', user: { id: 7, name: 'Hanako Sato', email: 'member@noren.example' } };
const booker: SignInResult = {
  session: 'org-tok', expires_at: '2030-01-02T00:00:00Z',
  user: { id: 3, name: 'Acme Booker', organization: { id: 1, display_name: 'Acme Corporation', name: 'acme', program_id: null }, organization_role: 'booker' },
};

describe('AccountStore', () => {
  it('checks the form before calling: required fields and the e-mail’s form', async () => {
    const { api, account } = await setup();
    expect(await account.signIn(' ', '', '/booking/result')).toBe(false);
    expect(account.fieldProblems).toEqual({ email: { messageKey: 'validation.required' }, password: { messageKey: 'validation.required' } });
    expect(await account.signIn('not-an-email', 'x', '/booking/result')).toBe(false);
    expect(account.fieldProblems).toEqual({ email: { messageKey: 'validation.email' } });
    expect(api.calls.filter((c) => c.startsWith('memberSignIn'))).toEqual([]);
  });

  it('says a wrong password in words of its own, and an unconfirmed account or a locked one as such', async () => {
    const { api, root, account, navigated } = await setup();
    expect(await account.signIn('member@noren.example', 'wrong', '/booking/result?code=kyoto-gion')).toBe(false);
    expect(account.error).toEqual(INVALID_CREDENTIALS_ERROR);
    expect(root.session.signedIn).toBe(false);
    api.memberSignInAnswer = () => new ApiError({ status: 401, code: 9401, message: 'x', payload: { reason: 'unconfirmed' } });
    await account.signIn('member@noren.example', 'Noren-Member-1', '/x');
    expect(account.error).toEqual(UNCONFIRMED_ERROR);
    api.memberSignInAnswer = () => new ApiError({ status: 403, code: 1301, message: 'Locked', messageKey: 'codes.1301' });
    await account.signIn('member@noren.example', 'Noren-Member-1', '/x');
    expect(account.error).toMatchObject({ code: 1301, messageKey: 'codes.1301' });
    expect(navigated).toEqual([]);
  });

  it('signs a member in: the session, the program, then the page the guest came from', async () => {
    const { api, env, root, account, navigated } = await setup();
    api.memberSignInAnswer = (body) => (body.password === 'Noren-Member-1' ? member : new ApiError({ status: 401, code: 9401, message: 'x' }));
    expect(await account.signIn(' member@noren.example ', 'Noren-Member-1', '/reservation/guest-detail?code=kyoto-gion')).toBe(true);
    expect(api.accountBodies).toEqual([{ email: 'member@noren.example', password: 'Noren-Member-1' }]);
    expect(root.session.signedIn).toBe(true);
    expect(root.session.user?.name).toBe('Hanako Sato');
    expect(root.session.program).toEqual({ id: 1, name: 'Noren Club' });
    expect(env.storage.getItem(MEMBER_SESSION_STORAGE_KEY)).toBe('member-tok');
    expect(root.apiContext().accessToken).toBe('member-tok');
    expect(api.calls.slice(-2)).toEqual(['memberSignIn:kyoto-gion', 'getMembershipProgram:kyoto-gion']);
    expect(navigated).toEqual(['/reservation/guest-detail?code=kyoto-gion']);
    expect(account.error).toBeNull();
  });

  it('signs out again with the logout message when the member’s program will not load', async () => {
    const { api, root, account, navigated } = await setup();
    api.memberSignInAnswer = () => member;
    api.program = new ApiError({ status: 500, message: 'x' });
    expect(await account.signIn('member@noren.example', 'Noren-Member-1', '/booking/result')).toBe(false);
    expect(root.session.signedIn).toBe(false);
    expect(root.errors.global).toEqual(LOGOUT_MESSAGE_ERROR);
    expect(navigated).toEqual([]);
  });

  it('signs an organisation user in with the organisation code, even when its program does not load', async () => {
    const { api, root, account, navigated } = await setup();
    await account.signInOrganisation('acme', 'acme-booker', 'bad', '/booking/result');
    expect(account.error).toEqual(ORGANISATION_CREDENTIALS_ERROR);
    api.organisationSignInAnswer = () => booker;
    api.program = new ApiError({ status: 404, message: 'no program' });
    expect(await account.signInOrganisation(' acme ', 'acme-booker', 'Acme-Booker-1', '/booking/result')).toBe(true);
    expect(api.accountBodies[1]).toEqual({ organization_id: 'acme', account_id: 'acme-booker', password: 'Acme-Booker-1' });
    expect(root.session.corporate).toBe(true);
    expect(root.session.user?.organization?.display_name).toBe('Acme Corporation');
    expect(navigated).toEqual(['/booking/result']);
  });

  it('signs up with the password rules of part 1 §5, then says where the mail went', async () => {
    const { api, account } = await setup();
    const input = { firstName: 'Ken', lastName: 'Ito', email: 'ken@noren.example', password: 'lowercase1', passwordConfirmation: 'other', promotionsOptIn: false, termsAccepted: false };
    expect(await account.signUp(input)).toBe(false);
    expect(account.fieldProblems).toEqual({
      password: { messageKey: 'validation.newPasswordRule' }, passwordConfirmation: { messageKey: 'validation.passwordMismatch' }, terms: { messageKey: 'validation.termsRequired' },
    });
    expect(await account.signUp({ ...input, password: 'Short1!', passwordConfirmation: 'Short1!', termsAccepted: true })).toBe(false);
    expect(account.fieldProblems).toEqual({ password: { messageKey: 'validation.passwordTooShort', params: { min: 8 } } });
    // A new password needs a symbol too.
    expect(await account.signUp({ ...input, password: 'Secret123', passwordConfirmation: 'Secret123', termsAccepted: true })).toBe(false);
    expect(account.fieldProblems).toEqual({ password: { messageKey: 'validation.newPasswordRule' } });
    expect(await account.signUp({ ...input, password: 'Secret-123', passwordConfirmation: 'Secret-123', termsAccepted: true, promotionsOptIn: true })).toBe(true);
    expect(api.accountBodies).toEqual([{ email: 'ken@noren.example', password: 'Secret-123', first_name: 'Ken', last_name: 'Ito', promotions_opt_in: true }]);
    expect(account.mailedTo).toBe('ken@noren.example');
  });

  it('confirms with the mailed token and signs the member in; an expired link says so', async () => {
    const { api, root, account, navigated } = await setup();
    expect(await account.confirm('', '/booking/result')).toBe(false);
    expect(account.error?.messageKey).toBe('messages.confirmationLinkInvalid');
    api.confirmAnswer = () => new ApiError({ status: 410, code: 1401, message: 'expired', messageKey: 'codes.1401' });
    expect(await account.confirm('old', '/booking/result')).toBe(false);
    expect(account.error?.messageKey).toBe('codes.1401');
    api.confirmAnswer = (body) => (body.confirmation_token === 'ct-1' ? member : new ApiError({ status: 404, message: 'x' }));
    expect(await account.confirm('ct-1', '/booking/result?code=kyoto-gion')).toBe(true);
    expect(root.session.signedIn).toBe(true);
    expect(navigated).toEqual(['/booking/result?code=kyoto-gion']);
  });

  it('resends the confirmation, saying when the address is already confirmed', async () => {
    const { api, account } = await setup();
    expect(await account.resendConfirmation('ken@noren.example')).toBe(true);
    expect(account.mailedTo).toBe('ken@noren.example');
    api.resendAnswer = () => new ApiError({ status: 409, code: 1402, message: 'x' });
    expect(await account.resendConfirmation('member@noren.example')).toBe(false);
    expect(account.error).toEqual(RESEND_ALREADY_CONFIRMED_ERROR);
  });

  it('signs out through the endpoint, forgets the saved cards and goes where it was told', async () => {
    const { api, root, account, navigated } = await setup();
    api.memberSignInAnswer = () => member;
    await account.signIn('member@noren.example', 'Noren-Member-1', '/booking/result');
    const payment = paymentOf(root);
    api.savedCards = [{ id: 7, brand: 'jcb', last4: '0505', exp_month: 12, exp_year: 2030 }];
    await payment.loadSavedCards();
    expect(payment.savedCards).toHaveLength(1);
    await account.signOut('/booking/result?code=kyoto-gion');
    expect(api.calls).toContain('signOut:kyoto-gion');
    expect(root.session.signedIn).toBe(false);
    expect(payment.savedCards).toEqual([]);
    expect(navigated.at(-1)).toBe('/booking/result?code=kyoto-gion');
  });

  it('a form page opened afresh starts without the previous page’s errors', async () => {
    const { account } = await setup();
    await account.signIn('member@noren.example', 'wrong', '/x');
    account.start('sign_up');
    expect(account.error).toBeNull();
    expect(account.fieldProblems).toEqual({});
  });
});

describe('safeRedirect', () => {
  it('keeps a path of this app and refuses other sites and the sign-in pages themselves', () => {
    expect(safeRedirect('/reservation/guest-detail?code=kyoto-gion&checkin=2030-01-02')).toBe('/reservation/guest-detail?code=kyoto-gion&checkin=2030-01-02');
    expect(safeRedirect('https://evil.example/')).toBeNull();
    expect(safeRedirect('//evil.example/')).toBeNull();
    expect(safeRedirect('/\\evil.example')).toBeNull();
    expect(safeRedirect('/sign-in?code=x')).toBeNull();
    expect(safeRedirect(null)).toBeNull();
  });
});
