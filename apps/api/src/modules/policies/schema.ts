// The response shape of a cancellation policy.
const int = { type: 'integer' } as const;
const nint = { type: ['integer', 'null'] } as const;
const str = { type: 'string' } as const;
const nstr = { type: ['string', 'null'] } as const;

export const partSchema = { type: 'object', properties: { days_before: int, percentage_of_cost: int, time_of_day: nstr } } as const;

export const policySchema = {
  type: 'object',
  required: ['id', 'lines', 'cancel_before_at', 'cancellation_policy_parts', 'no_show_percentage_of_cost'],
  properties: {
    id: int,
    code: str,
    name: str,
    description: str,
    is_default: { type: 'boolean' },
    lines: { type: 'array', items: { type: 'object', properties: { kind: str, days_before: nint, percentage_of_cost: int, time_of_day: nstr } } },
    cancel_before_at: nint,
    cancellation_policy_parts: { type: 'array', items: partSchema },
    no_show_percentage_of_cost: int,
    same_day_percentage_of_cost: int,
  },
} as const;
