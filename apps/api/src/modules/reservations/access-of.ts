// The access of a reservation call, read from its query (email or bypass_token) and who is signed
// in. The calls' shapes are written once in core/src/contract (reservations.ts, manage.ts).
import type { AccessPurpose } from '@noren/core/domain';
import type { ReservationQuery } from '@noren/core/contract';
import type { Principal } from '../../plugins/principal-types.ts';
import type { Access } from './access/open.ts';

/** The reservations/service.ts Access of a call: its query's e-mail or token, who is signed in, and what for. */
export const accessOf = (query: ReservationQuery, viewer: Principal | null, purpose: AccessPurpose): Access => ({ bypassToken: query.bypass_token, email: query.email, viewer, purpose });
