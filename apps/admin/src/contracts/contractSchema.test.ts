import { describe, expect, it } from 'vitest';
import { contractInputOf, contractProblems, type ContractFormValues } from './contractSchema.ts';

const zones = new Set(['Asia/Tokyo', 'UTC']);
const valid: ContractFormValues = { fiscal_year_start_month: '4', fiscal_year_start_day: '1', max_stays_per_year: '120', time_zone: '', mask_guest_names: true };

describe('the contract form', () => {
  it('takes a valid contract and turns it into the API body, an empty zone meaning the brand’s', () => {
    expect(contractProblems(valid, zones)).toEqual({});
    expect(contractInputOf(valid)).toEqual({ fiscal_year_start_month: 4, fiscal_year_start_day: 1, max_stays_per_year: 120, time_zone: null, mask_guest_names: true });
    expect(contractInputOf({ ...valid, time_zone: 'Asia/Tokyo' }).time_zone).toBe('Asia/Tokyo');
  });

  it('names each field at fault with its reason', () => {
    expect(contractProblems({ ...valid, fiscal_year_start_month: '13', fiscal_year_start_day: '29', max_stays_per_year: '', time_zone: 'Mars/Olympus' }, zones)).toEqual({
      fiscal_year_start_month: 'validation.range',
      fiscal_year_start_day: 'validation.range',
      max_stays_per_year: 'validation.required',
      time_zone: 'validation.zone',
    });
    expect(contractProblems({ ...valid, max_stays_per_year: '1.5' }, zones)).toEqual({ max_stays_per_year: 'validation.whole' });
    expect(contractProblems({ ...valid, max_stays_per_year: 'ten' }, zones)).toEqual({ max_stays_per_year: 'validation.number' });
    expect(contractProblems({ ...valid, max_stays_per_year: '-1' }, zones)).toEqual({ max_stays_per_year: 'validation.range' });
  });
});
