// GET /hotels/{id}/cancellation_policies and the reads of one policy (spec part 2 §7.3, §9
// "Cancellation"): lines in the order a guest reads them (the tiers from furthest ahead, then
// same day, then no-show), cancel_before_at, cancellation_policy_parts and
// no_show_percentage_of_cost. When no tier applies the fee is 100% (part 2 §9).
import type { PolicyLine, PolicyView } from '@noren/core/contract';
import { resolveLanguage, type Language } from '@noren/core/domain';
import { type HotelRow, translated } from '../hotels/index.ts';
import type { PolicyRow } from './repository.ts';

export type { PolicyLine, PolicyView };

export function policyView(row: PolicyRow, hotel: HotelRow, language: Language): PolicyView {
  const lines: PolicyLine[] = row.parts
    .filter((p) => p.days_before > 0)
    .map((p) => ({ kind: 'days_before', days_before: p.days_before, percentage_of_cost: p.percentage_of_cost, time_of_day: p.time_of_day }));
  const sameDay = row.parts.find((p) => p.days_before === 0);
  lines.push({ kind: 'same_day', days_before: 0, percentage_of_cost: sameDay?.percentage_of_cost ?? row.same_day_percent, time_of_day: sameDay?.time_of_day ?? null });
  lines.push({ kind: 'no_show', days_before: null, percentage_of_cost: row.no_show_percent, time_of_day: null });
  return {
    id: row.id,
    code: row.code,
    name: translated(row.translations, 'name', language, hotel.bookLanguages, row.code),
    description: translated(row.translations, 'description', language, hotel.bookLanguages, ''),
    is_default: row.is_default,
    lines,
    cancel_before_at: row.cancel_before_at,
    cancellation_policy_parts: row.parts,
    no_show_percentage_of_cost: row.no_show_percent,
    same_day_percentage_of_cost: row.same_day_percent,
  };
}

export const languageFor = (hotel: HotelRow, requested: string | null): Language => resolveLanguage(requested, hotel.bookLanguages);
