// JSON schema of POST /hotels/{code}/organization/sign_in (the body is Noren's: the spec does not show it).
import { passwordField } from '../accounts/index.ts';

export const organisationSignInBody = {
  type: 'object',
  required: ['organization_id', 'account_id', 'password'],
  properties: {
    organization_id: { type: 'string', minLength: 1, maxLength: 100 },
    account_id: { type: 'string', minLength: 1, maxLength: 100 },
    password: passwordField,
  },
} as const;
