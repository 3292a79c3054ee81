// Signing in and signing up in the booking app (spec part 1 §2 "Membership" and "Organisation"
// routes, §4 "Identity outcomes" and "Sign-in redirect", §5 password rules; part 2 §7.6). Each
// form's action checks the input first (account/forms.ts), then calls the API, then hands the
// session to SessionStore, loads the member's program and moves the guest on: to the page they
// came from (the redirect parameter, a path of this app only) or the booking result.
//
// Failures become ShownErrors with a key of the errors namespace, so each form shows a translated
// text: a wrong password, an account not confirmed yet, a locked account (1301), a weak password
// (1300), a confirmation link that expired (1401) or was used (1402).
import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { ErrorCode, type SignInResult } from '@noren/core/domain';
import type { AccountApi } from '@noren/core/api';
import {
  emailProblems, organisationSignInProblems, signInProblems, signUpProblems, type FieldProblem, type SignUpInput,
} from './forms.ts';
import { AsyncState, toShownError, type NavigationStore, type SessionStore, type ShownError } from '@noren/core/stores';

export { safeRedirect } from '../../routes/safeRedirect.ts';

export interface AccountStoreDeps {
  api: AccountApi;
  session: SessionStore;
  navigation: NavigationStore;
  hotelId: () => string | null;
}

/** Which form the state belongs to: one page shows at a time, and each starts clean. */
export type AccountForm = 'sign_in' | 'organisation_sign_in' | 'sign_up' | 'confirm' | 'resend';

export const INVALID_CREDENTIALS_ERROR: ShownError = { messageKey: 'messages.invalidCredentials', message: 'The email address or password is incorrect.' };
export const ORGANISATION_CREDENTIALS_ERROR: ShownError = {
  messageKey: 'messages.organisationInvalidCredentials', message: 'The organisation ID, account ID or password is incorrect.',
};
export const UNCONFIRMED_ERROR: ShownError = {
  messageKey: 'messages.accountUnconfirmed', message: 'This account has not been confirmed yet. Please follow the link in the email we sent you.',
};
export const CONFIRMATION_LINK_ERROR: ShownError = { messageKey: 'messages.confirmationLinkInvalid', message: 'This confirmation link is invalid or has already been used.' };
export const RESEND_NOT_REGISTERED_ERROR: ShownError = { messageKey: 'messages.resendNotRegistered', message: 'This email address is not registered.' };
export const RESEND_ALREADY_CONFIRMED_ERROR: ShownError = { messageKey: 'messages.resendAlreadyConfirmed', message: 'This email address has already been confirmed.' };

function reasonOf(error: ShownError): string | null {
  return typeof error.payload?.reason === 'string' ? error.payload.reason : null;
}

export class AccountStore {
  form: AccountForm | null = null;
  fieldProblems: Partial<Record<string, FieldProblem>> = {};
  /** Sign-up and resend: where the confirmation mail went, for "check your mail". */
  mailedTo: string | null = null;
  /** A refusal made here without a call (a confirmation link without its token). */
  localError: ShownError | null = null;

  /** The form's one submission; `explain` words its failure for the form that sent it. */
  readonly #submit = new AsyncState<boolean>({ explain: (error) => this.#explain(toShownError(error)) });
  #explain: (error: ShownError) => ShownError = (e) => e;

  constructor(private readonly deps: AccountStoreDeps) {
    makeObservable(this, {
      form: observable,
      fieldProblems: observableRef,
      mailedTo: observable,
      localError: observableRef,
      error: computed,
      start: action,
    });
  }

  get busy(): boolean {
    return this.#submit.loading;
  }

  get error(): ShownError | null {
    return this.localError ?? this.#submit.shownError;
  }

  /** A form page opened: the previous page's errors go. */
  start(form: AccountForm): void {
    if (this.form === form) return;
    this.form = form;
    this.localError = null;
    this.fieldProblems = {};
    this.#submit.reset();
  }

  /** POST .../memberships/sign_in. True when signed in (and the guest is on the way to `next`). */
  signIn(email: string, password: string, next: string): Promise<boolean> {
    return this.run('sign_in', signInProblems(email, password), async (hotelId) => {
      const result = await this.deps.api.memberSignIn(hotelId, { email: email.trim(), password });
      return this.complete(result, next);
    }, (error) => {
      const reason = reasonOf(error);
      if (reason === 'unconfirmed') return UNCONFIRMED_ERROR;
      if (error.status === 401 || reason === 'invalid_credentials') return INVALID_CREDENTIALS_ERROR;
      return error;
    });
  }

  /** POST /hotels/{code}/organization/sign_in with the organisation's code, the account id and password. */
  signInOrganisation(organizationId: string, accountId: string, password: string, next: string): Promise<boolean> {
    return this.run('organisation_sign_in', organisationSignInProblems(organizationId, accountId, password), async (hotelId) => {
      const result = await this.deps.api.organisationSignIn(hotelId, { organization_id: organizationId.trim(), account_id: accountId.trim(), password });
      return this.complete(result, next);
    }, (error) => (error.status === 401 ? ORGANISATION_CREDENTIALS_ERROR : error));
  }

  /** POST .../memberships/sign_up: a provisional member until the mailed link is followed (part 1 §4). */
  signUp(input: SignUpInput): Promise<boolean> {
    return this.run('sign_up', signUpProblems(input), async (hotelId) => {
      const email = input.email.trim();
      await this.deps.api.memberSignUp(hotelId, {
        email, password: input.password, first_name: input.firstName.trim(), last_name: input.lastName.trim(), promotions_opt_in: input.promotionsOptIn,
      });
      runInAction(() => (this.mailedTo = email));
      return true;
    });
  }

  /** POST .../memberships/confirm with the mailed token: confirms and signs the member in. */
  confirm(token: string, next: string): Promise<boolean> {
    if (token.trim() === '') {
      this.start('confirm');
      runInAction(() => (this.localError = CONFIRMATION_LINK_ERROR));
      return Promise.resolve(false);
    }
    return this.run('confirm', {}, async (hotelId) => {
      const result = await this.deps.api.confirmMember(hotelId, { confirmation_token: token.trim() });
      return this.complete(result, next);
    }, (error) => (error.code === ErrorCode.signUpConfirmationExpired || error.code === ErrorCode.userAlreadyConfirmed ? error : error.status === 404 || error.status === 401 ? CONFIRMATION_LINK_ERROR : error));
  }

  /** POST .../memberships/resend_confirmation (part 2 §8.5: not registered, already confirmed). */
  resendConfirmation(email: string): Promise<boolean> {
    return this.run('resend', emailProblems(email), async (hotelId) => {
      await this.deps.api.resendConfirmation(hotelId, email.trim());
      runInAction(() => (this.mailedTo = email.trim()));
      return true;
    }, (error) => {
      const reason = reasonOf(error);
      if (error.code === ErrorCode.userAlreadyConfirmed || reason === 'already_confirmed') return RESEND_ALREADY_CONFIRMED_ERROR;
      if (error.status === 404 || reason === 'not_registered') return RESEND_NOT_REGISTERED_ERROR;
      return error;
    });
  }

  /** /sign-out: the endpoint, then signed out here whatever it answered (SessionStore.logout), then `next`. */
  async signOut(next: string): Promise<void> {
    await this.deps.session.logout();
    this.deps.navigation.request({ kind: 'path', path: next, replace: true });
  }

  /** Part 1 §4: the session, the program, then away. False when the program would not load (signed out again, with SessionStore's message). */
  private async complete(result: SignInResult, next: string): Promise<boolean> {
    const { session, navigation } = this.deps;
    session.signIn(result.session, result.user);
    await session.loadProgram();
    if (!session.signedIn) return false;
    navigation.request({ kind: 'path', path: next, replace: true });
    return true;
  }

  /** One submission: the form's own checks, then the call; never rejects. */
  private async run(form: AccountForm, problems: Partial<Record<string, FieldProblem>>, call: (hotelId: string) => Promise<boolean>, explain: (error: ShownError) => ShownError = (e) => e): Promise<boolean> {
    this.start(form);
    if (this.busy) return false;
    const hotelId = this.deps.hotelId();
    runInAction(() => {
      this.fieldProblems = problems;
      this.localError = null;
    });
    this.#submit.clearError();
    if (Object.keys(problems).length > 0 || !hotelId) return false;
    this.#explain = explain;
    const outcome = await this.#submit.run(() => call(hotelId));
    return outcome?.ok === true && outcome.value;
  }
}
