// The accounts module's public face: what members, organisation users and staff share to sign
// in (passwords, lockout, sessions, the sign-in rate limit), and the session check
// app.ts hands to plugins/principal.ts.
export { assertNewPassword, hashPassword } from './password.ts';
export { checkPassword, invalidCredentials } from './lockout.ts';
export { signInRouteConfig } from './rate-limit.ts';
export { lockoutStore } from './repository.ts';
export { createSession, liveStaffSession, revokeSession, verifySession } from './sessions.ts';
