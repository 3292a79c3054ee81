// Which stays a walk-in may book (issue #16 §4): tonight, in the hotel's own zone; also last
// night, in the small hours, when the hotel's default_search_setting.yesterday_bookable allows
// booking yesterday (a guest arriving at 2 a.m. takes the night that began yesterday); and a
// day-use stay today when the hotel sells day use. The rule and its hour are core/domain's
// (walkInCheckinDates, which the API enforces); the device reads the hotel's zone with
// moment-timezone (the design card's choice for the kiosk, its 10-year data build; core/domain
// keeps Intl), loaded with this screen only. tonight.test.ts checks both agree.
import moment from 'moment-timezone/builds/moment-timezone-with-data-10-year-range.js';
import { WALK_IN_NIGHT_ENDS_HOUR } from '@noren/core/domain';

export type StayKind = 'tonight' | 'lastNight' | 'dayUse';

export interface StayOption {
  kind: StayKind;
  checkin: string;
  checkout: string;
  isDayUse: boolean;
}

export interface StayRules {
  timeZone: string;
  yesterdayBookable: boolean;
  dayUse: boolean;
}

export function stayOptions(now: Date, rules: StayRules): StayOption[] {
  const zone = moment.tz.zone(rules.timeZone) ? rules.timeZone : 'UTC';
  const local = moment.tz(now.getTime(), zone);
  const today = local.format('YYYY-MM-DD');
  const tomorrow = local.clone().add(1, 'day').format('YYYY-MM-DD');
  const yesterday = local.clone().subtract(1, 'day').format('YYYY-MM-DD');
  const options: StayOption[] = [];
  if (rules.yesterdayBookable && local.hour() < WALK_IN_NIGHT_ENDS_HOUR) {
    options.push({ kind: 'lastNight', checkin: yesterday, checkout: today, isDayUse: false });
  }
  options.push({ kind: 'tonight', checkin: today, checkout: tomorrow, isDayUse: false });
  if (rules.dayUse) options.push({ kind: 'dayUse', checkin: today, checkout: today, isDayUse: true });
  return options;
}
