// GET /health (Noren's: for load balancers and the ops page).
import Type, { type Static } from 'typebox';
import { Data, ErrorReplies } from './shapes.ts';

export const HealthResponse = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('degraded')]),
  database: Type.Object({
    status: Type.Union([Type.Literal('up'), Type.Literal('down')]),
    kind: Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]),
    latency_ms: Type.Number(),
  }),
  version: Type.String(),
  uptime_s: Type.Number(),
});
export type HealthResponse = Static<typeof HealthResponse>;

export const HealthCall = { response: { 200: Data(HealthResponse), ...ErrorReplies } } as const;
