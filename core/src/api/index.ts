// core/api: the HTTP client the stores use. Imports core/domain only.
export * from './ApiError.ts';
export * from './types.ts';
export * from './createApiClient.ts';
export { ClientSessionCache, clientSessionStorageKey, memoryStorage, CLIENT_SESSION_RENEW_MARGIN_MS } from './clientSessionCache.ts';
export { newRequestId } from './requestId.ts';
export * from './membership.ts';
export { readBody, isBinaryContentType } from './responseBody.ts';
export * from './booking.ts';
export * from './manage.ts';
export * from './accounts.ts';
export * from './payments.ts';
export * from './gateway.ts';
export * from './staff.ts';
export { DeferredApiClient, type DeferredApiClientOptions } from './deferredApiClient.ts';
export * from './organisationAdmin.ts';
export * from './payLinks.ts';
export * from './staffPayLinks.ts';
export * from './staffKiosk.ts';
