// The sign-in and sign-up forms' own checks (spec part 1 §5 "Password: at least 8 characters with
// upper case, lower case and a digit; confirmation must match"; "E-mail valid"; required fields),
// made before anything is sent. Each problem is a key of the errors namespace (validation.*) with
// its placeholders, so the page translates it like any other error.
import { EMAIL_PATTERN, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem } from '@noren/core/domain';

export interface FieldProblem {
  messageKey: string;
  params?: Record<string, string | number>;
}

export type FormProblems<F extends string> = Partial<Record<F, FieldProblem>>;

export interface SignUpInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  passwordConfirmation: string;
  promotionsOptIn: boolean;
  termsAccepted: boolean;
}

export type SignInField = 'email' | 'password';
export type OrganisationField = 'organizationId' | 'accountId' | 'password';
export type SignUpField = 'firstName' | 'lastName' | 'email' | 'password' | 'passwordConfirmation' | 'terms';

const REQUIRED: FieldProblem = { messageKey: 'validation.required' };

function emailProblem(email: string): FieldProblem | undefined {
  const value = email.trim();
  if (value === '') return REQUIRED;
  return EMAIL_PATTERN.test(value) ? undefined : { messageKey: 'validation.email' };
}

/** Part 1 §5 for a password being chosen now, by core/domain's rule (the API checks the same: 1300). */
export function newPasswordProblem(password: string): FieldProblem | undefined {
  if (password === '') return REQUIRED;
  switch (passwordProblem(password, { isNew: true })) {
    case null:
      return undefined;
    case 'too_short':
      return { messageKey: 'validation.passwordTooShort', params: { min: PASSWORD_MIN_LENGTH } };
    case 'too_long':
      return { messageKey: 'validation.tooLong', params: { max: PASSWORD_MAX_LENGTH } };
    default:
      return { messageKey: 'validation.newPasswordRule' };
  }
}

function compact<F extends string>(problems: Record<F, FieldProblem | undefined>): FormProblems<F> {
  return Object.fromEntries(Object.entries(problems).filter(([, p]) => p !== undefined)) as FormProblems<F>;
}

/** Signing in checks only presence and the e-mail's form: the password rules are the server's to judge. */
export function signInProblems(email: string, password: string): FormProblems<SignInField> {
  return compact({ email: emailProblem(email), password: password === '' ? REQUIRED : undefined });
}

export function organisationSignInProblems(organizationId: string, accountId: string, password: string): FormProblems<OrganisationField> {
  return compact({
    organizationId: organizationId.trim() === '' ? REQUIRED : undefined,
    accountId: accountId.trim() === '' ? REQUIRED : undefined,
    password: password === '' ? REQUIRED : undefined,
  });
}

export function signUpProblems(input: SignUpInput): FormProblems<SignUpField> {
  return compact({
    firstName: input.firstName.trim() === '' ? REQUIRED : undefined,
    lastName: input.lastName.trim() === '' ? REQUIRED : undefined,
    email: emailProblem(input.email),
    password: newPasswordProblem(input.password),
    passwordConfirmation:
      input.passwordConfirmation === '' ? REQUIRED : input.passwordConfirmation !== input.password ? { messageKey: 'validation.passwordMismatch' } : undefined,
    terms: input.termsAccepted ? undefined : { messageKey: 'validation.termsRequired' },
  });
}

export function emailProblems(email: string): FormProblems<'email'> {
  return compact({ email: emailProblem(email) });
}
