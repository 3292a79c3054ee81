// What the app plugins decorate Fastify with; routes rely on these being present. It names module
// types (ReservationHooks), so nothing imports it (lint: noren-api/no-decorations-import): its
// augmentations apply without an import, and the types of its own live below the modules
// (Principal in plugins/principal-types.ts, ClientSessionContext in plugins/client-session.ts).
import type { Clock } from '@noren/core/domain';
import type { HotelVersionBoard } from './cache/hotel-version-board.ts';
import type { Config } from './config.ts';
import type { Database, DatabaseKind } from './db/database.ts';
import type { EventHub } from './live/event-hub.ts';
import type { JobQueue } from './jobs/queue.ts';
import type { MailRenderer } from './mail/rendered.ts';
import type { PaymentsConfig } from './payments/config.ts';
import type { PaymentGateway } from './payments/gateway.ts';
import type { ObjectStore } from './storage/object-store.ts';
import type { ReservationHooks } from './modules/reservations/index.ts';
import type { ClientSessionContext } from './plugins/client-session.ts';
import type { StaleReads } from './plugins/read-routing.ts';
import type { Principal } from './plugins/principal-types.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    dbKind: DatabaseKind;
    clock: Clock;
    config: Config;
    /** Hotel data_versions for cached reads, kept current by a shared poll (cache/hotel-version-board.ts). */
    hotelVersions: HotelVersionBoard;
    /** The replica (or the primary) for reads that may be a second stale: search, availability, settings (plugins/read-routing.ts). */
    staleReads: StaleReads;
    /** The payment provider, chosen by config.payments.gateway (PAYMENT_GATEWAY; payments/registry.ts). */
    payments: PaymentGateway;
    paymentsConfig: PaymentsConfig;
    /** Where files are kept (uploads now), built from config.storage (plugins/storage.ts). */
    storage: ObjectStore;
    /** Uploads, subscriptions, pay links and name masking for the reservation module, wired in app.ts (reservation-hooks.ts). */
    reservationHooks: ReservationHooks;
    /** What an outbox row says, for the sender below the modules (mail/): mail-templates/ renderer, wired in app.ts. */
    mailRenderer: MailRenderer;
    /** This process's listener on the events channel and its SSE clients (live/event-hub.ts). */
    liveEvents: EventHub;
    /** The job queue: periodic and one-off jobs, on pg-boss in the app's database (jobs/queue.ts). */
    jobs: JobQueue;
  }
  interface FastifyRequest {
    /** Set by the client-session hook; null only on public routes. */
    clientSession: ClientSessionContext | null;
    /** The language asked for by `?locale=` or Accept-Language, not yet resolved against a hotel. */
    requestedLanguage: string | null;
    /** The signed-in account; null without an Authorization header (or, on optionalAuth routes, with a bad one). */
    principal: Principal | null;
    /** True when an Authorization header came but named no live session (optionalAuth routes only see this). */
    bearerRejected: boolean;
  }
  interface FastifyContextConfig {
    /** Routes that need no Client-Session header (health, client_sessions, static files). */
    public?: boolean;
    /** Routes that answer a stale or unknown bearer themselves (user/me, sign-in, sign-out) instead of 401. */
    optionalAuth?: boolean;
  }
}
