// Who is signed in, as request.principal carries it (plugins/principal.ts resolves it from
// `Authorization: Bearer <token>`). Its own file below the modules, imported by type from
// fastify.d.ts and the modules alike: fastify.d.ts names module types (ReservationHooks), so
// nothing imports fastify.d.ts, and no type import can loop back through it.
export type Principal =
  | { kind: 'member'; sessionId: number; memberId: number; brandId: number }
  | { kind: 'organisation'; sessionId: number; organisationUserId: number; organisationId: number; brandId: number; role: 'admin' | 'member' }
  | { kind: 'staff'; sessionId: number; staffUserId: number; brandId: number; hotelId: number | null; role: 'manager' | 'front_desk' };
