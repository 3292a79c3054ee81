// The cancellation fee of spec part 2 §9: the percentage_of_cost of the tier in effect, where a
// tier "days_before N at HH:MM" starts at HH:MM hotel-local time N days before check-in (midnight
// when no time is set) and lasts until a later tier starts. On the check-in day the same-day
// percent applies (a days_before 0 tier, if the policy has one, takes its place); after it, the
// no-show percent. Before every tier has started, or with no policy, the fee is 100% (§9 "default
// 100% when no tier applies"): a policy that is free early says so with a 0% tier, as the demo
// policies do with days_before 365.
// Online cancellation is refused from the check-in day on (part 1 §5 "Same-day online
// cancellation is not allowed"); the fee is still computed, for staff.
// Amounts are minor units; each fee is rounded down, in the guest's favour.
import { addDays, todayInTimeZone, type IsoDate } from '../search/dates.ts';
import { localInstant } from './zonedTime.ts';

export interface CancellationPolicyRules {
  cancellation_policy_parts: ReadonlyArray<{ days_before: number; percentage_of_cost: number; time_of_day: string | null }>;
  no_show_percentage_of_cost: number;
  same_day_percentage_of_cost: number;
}

export type CancellationStage = 'tier' | 'before_tiers' | 'no_policy' | 'same_day' | 'no_show';

/** Why a guest may not cancel online: on the check-in day, or after it. */
export type OnlineCancelRefusal = 'same_day_cancellation' | 'after_checkin';

export interface CancellationFeeInput {
  policy: CancellationPolicyRules | null;
  checkinDate: IsoDate;
  timeZone: string;
  /** What the percent is taken of, minor units. */
  amount: number;
  now: Date;
}

export interface CancellationFee {
  percent: number;
  fee: number;
  stage: CancellationStage;
  /** The tier in effect (stage 'tier' or 'same_day' from a 0-day tier). */
  days_before: number | null;
  /** When the percent in effect began, ISO instant; null before every tier. */
  since: string | null;
  /** When the percent changes next, ISO instant; null when it no longer changes. */
  changes_at: string | null;
  refusal: OnlineCancelRefusal | null;
}

/** The fee as a percent of `amount`, rounded down. */
export const feePercentOf = (amount: number, percent: number): number => Math.floor((Math.max(0, amount) * percent) / 100);

interface Start {
  at: number;
  percent: number;
  days_before: number | null;
  stage: CancellationStage;
}

export function cancellationFee(input: CancellationFeeInput): CancellationFee {
  const { policy, checkinDate, timeZone, amount, now } = input;
  const today = todayInTimeZone(now, timeZone);
  const refusal: OnlineCancelRefusal | null = today > checkinDate ? 'after_checkin' : today === checkinDate ? 'same_day_cancellation' : null;
  const result = (percent: number, stage: CancellationStage, days: number | null, since: number | null, next: number | null): CancellationFee => ({
    percent, fee: feePercentOf(amount, percent), stage, days_before: days,
    since: since === null ? null : new Date(since).toISOString(), changes_at: next === null ? null : new Date(next).toISOString(), refusal,
  });
  const dayAfter = localInstant(addDays(checkinDate, 1), '00:00', timeZone).getTime();
  if (!policy) return today > checkinDate ? result(100, 'no_show', null, dayAfter, null) : result(100, 'no_policy', null, null, null);

  const starts: Start[] = policy.cancellation_policy_parts.map((p) => ({
    at: localInstant(addDays(checkinDate, -p.days_before), p.time_of_day ?? '00:00', timeZone).getTime(),
    percent: p.percentage_of_cost,
    days_before: p.days_before,
    stage: p.days_before === 0 ? ('same_day' as const) : ('tier' as const),
  }));
  if (!policy.cancellation_policy_parts.some((p) => p.days_before === 0)) {
    starts.push({ at: localInstant(checkinDate, '00:00', timeZone).getTime(), percent: policy.same_day_percentage_of_cost, days_before: null, stage: 'same_day' });
  }
  starts.push({ at: dayAfter, percent: policy.no_show_percentage_of_cost, days_before: null, stage: 'no_show' });
  starts.sort((a, b) => a.at - b.at);

  const t = now.getTime();
  let current: Start | null = null;
  let next: Start | null = null;
  for (const s of starts) {
    if (s.at <= t) current = s;
    else if (!next) next = s;
  }
  if (!current) {
    const hasTiers = policy.cancellation_policy_parts.length > 0;
    return result(100, hasTiers ? 'before_tiers' : 'no_policy', null, null, next?.at ?? null);
  }
  return result(current.percent, current.stage, current.days_before, current.at, next?.at ?? null);
}
