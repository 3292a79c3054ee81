// The account pages as one lazily loaded chunk (App.tsx gives all their paths this one element):
// the result page's first download carries their paths only.
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { NotFoundPage } from '@noren/core/ui';
import { PATHS } from '../routes/paths.ts';
import { MemberConfirmationPage } from './MemberConfirmationPage.tsx';
import { OrganisationSignInPage } from './OrganisationSignInPage.tsx';
import { OrganisationAdminPage } from '../organisation/OrganisationAdminPage.tsx';
import { ResendConfirmationPage } from './ResendConfirmationPage.tsx';
import { SignInPage } from './SignInPage.tsx';
import { SignOutPage } from './SignOutPage.tsx';
import { SignUpPage } from './SignUpPage.tsx';
import { SignUpResultPage } from './SignUpResultPage.tsx';

const PAGES: Record<string, () => ReactNode> = {
  [PATHS.signIn]: () => <SignInPage />,
  [PATHS.organisationSignIn]: () => <OrganisationSignInPage />,
  [PATHS.organisationAdmin]: () => <OrganisationAdminPage />,
  [PATHS.signOut]: () => <SignOutPage />,
  [PATHS.signUp]: () => <SignUpPage />,
  [PATHS.signUpResult]: () => <SignUpResultPage />,
  [PATHS.memberConfirmation]: () => <MemberConfirmationPage />,
  [PATHS.resendConfirmation]: () => <ResendConfirmationPage />,
};

export function AccountPages() {
  const { pathname } = useLocation();
  const page = PAGES[pathname.replace(/\/+$/, '')];
  return page ? page() : <NotFoundPage />;
}
