// Time in the organisation's contract zone (moment-timezone, the console's only user of it; the
// trimmed ten-year build carries the zones' rules for the years a contract spans). The fiscal
// years and their months themselves come from the server, which counts them in the same zone.
import moment from 'moment-timezone/builds/moment-timezone-with-data-10-year-range.js';

/** "2026-11-25 23:15 JST": the moment in the contract's zone, in digits every language reads. */
export function asOfText(iso: string, zone: string): string {
  return moment.tz(iso, zoneOrUtc(zone)).format('YYYY-MM-DD HH:mm z');
}

function zoneOrUtc(zone: string): string {
  return moment.tz.zone(zone) ? zone : 'UTC';
}
