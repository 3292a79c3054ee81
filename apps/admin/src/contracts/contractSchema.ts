// The contract form's checks (yup, as the design card's forms use), from the same limits as the
// API's ContractInput: month 1-12, day 1-28 (so the start exists every year), a maximum of 0 to
// 1,000,000 stays, an IANA zone or the brand's. Messages are keys of staffContracts.json.
import { boolean, number, object, string, ValidationError } from 'yup';
import type { ContractInput } from '@noren/core/api';

export const MAX_STAYS_LIMIT = 1_000_000;

/** What the form edits: text, as the inputs hold it. An empty zone means the brand's. */
export interface ContractFormValues {
  fiscal_year_start_month: string;
  fiscal_year_start_day: string;
  max_stays_per_year: string;
  time_zone: string;
  mask_guest_names: boolean;
}

const whole = (min: number, max: number) =>
  number()
    .transform((value, original) => (typeof original === 'string' && original.trim() === '' ? undefined : value))
    .typeError('validation.number')
    .required('validation.required')
    .integer('validation.whole')
    .min(min, 'validation.range')
    .max(max, 'validation.range');

export function contractSchema(zones: ReadonlySet<string>) {
  return object({
    fiscal_year_start_month: whole(1, 12),
    fiscal_year_start_day: whole(1, 28),
    max_stays_per_year: whole(0, MAX_STAYS_LIMIT),
    time_zone: string().default('').test('zone', 'validation.zone', (v) => !v || zones.has(v)),
    mask_guest_names: boolean().required(),
  });
}

/** The form's problems by field (react-final-form's validate), or {} when it may be sent. */
export function contractProblems(values: ContractFormValues, zones: ReadonlySet<string>): Partial<Record<keyof ContractFormValues, string>> {
  try {
    contractSchema(zones).validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((e) => [e.path ?? '', e.message]));
  }
}

/** The body of PUT /staff/organizations/{orgId}/contract from valid form values. */
export function contractInputOf(values: ContractFormValues): ContractInput {
  return {
    fiscal_year_start_month: Number(values.fiscal_year_start_month),
    fiscal_year_start_day: Number(values.fiscal_year_start_day),
    max_stays_per_year: Number(values.max_stays_per_year),
    time_zone: values.time_zone || null,
    mask_guest_names: values.mask_guest_names,
  };
}
