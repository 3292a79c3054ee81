// PUT /__test__/clock: only with NOREN_TEST_CLOCK=1, for end-to-end tests that cross dates.
import Type, { type Static } from 'typebox';
import { Data, ErrorReplies, Nullable } from './shapes.ts';

export const TestClockRequest = Type.Object(
  {
    now: Nullable(Type.String({ format: 'date-time', maxLength: 40 })),
    /** Moves only the clock of requests sending X-Noren-Test-Clock: <scope> (apps/api/src/plugins/clock.ts). */
    scope: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9._-]{1,64}$' })),
  },
  { additionalProperties: false },
);
export type TestClockRequest = Static<typeof TestClockRequest>;

export const MoveTestClockCall = {
  body: TestClockRequest,
  response: { 200: Data(Type.Object({ now: Type.String() })), ...ErrorReplies },
} as const;
