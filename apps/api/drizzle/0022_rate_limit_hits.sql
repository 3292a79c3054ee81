-- Issue 29 §2: @fastify/rate-limit's counters, shared by every API process on the database
-- (plugins/rate-limit-store.ts). One row per limited key (route and client address): the hits of
-- its current window and when that window ends. A row whose window has ended is reset by its next
-- hit, or deleted by the store's occasional purge. UNLOGGED: a count written on every limited
-- request is not worth its WAL; after a crash or a fail-over the table starts empty, which only
-- starts every window afresh (nothing reads it on a replica).
CREATE UNLOGGED TABLE "rate_limit_hits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limit_hits_reset_idx" ON "rate_limit_hits" USING btree ("reset_at");
