// An organisation's reservations for its admin (issue #15): reads only, bounded in SQL to the one
// organisation, with the filters, every sort and keyset pages (the cursor holds the last row's
// sort key and id, so a page neither repeats nor skips a row when bookings arrive meanwhile).
// Guest names are sorted and searched on their masked form when the contract masks them, so
// neither the order nor a search can reveal a masked name.
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/database.ts';

export type OrgSort =
  | 'guest_name' | 'hotel' | 'checkin_date' | 'checkout_date' | 'nights' | 'rooms' | 'room_nights'
  | 'reserved_at' | 'reservation_number' | 'booker' | 'status' | 'total_price' | 'currency';

export interface OrgListFilter {
  organisationId: number;
  /** Nights (or a day-use date) inside [from, to], inclusive; both or neither. */
  from: string | null;
  to: string | null;
  hotelCode: string | null;
  status: 'done' | 'cancelled' | 'payment_pending' | null;
  bookerId: number | null;
  guest: string | null;
  q: string | null;
  masked: boolean;
  /** The hotel's name is shown, searched and sorted in this language (its own name where it has none). */
  language: string;
  /**
   * GET /user/reservations of an admin (lists/service.ts): reserved stays whose check-out date is
   * today or later (upcoming) or before today (completed), today in each hotel's time zone.
   */
  stay?: { state: 'upcoming' | 'completed'; now: Date } | null;
}

export interface OrgListRow {
  id: number;
  reservation_number: string;
  first_name: string;
  last_name: string;
  hotel_code: string;
  hotel_name: string;
  checkin_date: string;
  checkout_date: string;
  nights: number;
  is_day_use: boolean;
  rooms: number;
  room_nights: number;
  created_at: Date;
  booker_id: number | null;
  booker_name: string | null;
  status: 'done' | 'cancelled' | 'payment_pending';
  total_price: number;
  currency: string;
  sort_key: unknown[];
}

/**
 * Read live at 50,000 reservations within p95 300 ms on PGlite (issue #15): every sort, filter and
 * search is served by an index of migration 0015, so a page is a range read of `limit` index
 * entries, never a sort of the whole organisation:
 * - a sort on a column of the reservation walks its (organisation_id, key, id) b-tree; the
 *   expressions below are written exactly as the indexes are, or the planner does not match them;
 * - rooms and room-nights read `room_count`, which a trigger on reservation_rooms keeps;
 * - the hotel's name (in the reader's language) and the booker's name live in other tables, so
 *   those sorts walk the few hotels or the organisation's users in name order and take each one's
 *   reservations from the (organisation_id, hotel / user, id) index until the page is full
 *   (groupedPage);
 * - the free text and the guest filter use trigram indexes (pg_trgm) on the guest's name and the
 *   reservation number; hotels and bookers whose names match are found first, by id.
 * The rows' other columns (hotel and booker names) are joined for the page's rows only.
 */
const GUEST_NAME = sql`(r.first_name || ' ' || r.last_name)`;
const MASKED_GUEST = sql`(left(r.first_name, 1) || ' ' || left(r.last_name, 1))`;
/** Room-nights counted against the contract (core/domain countedRoomNights, in SQL for sorting). */
const ROOM_NIGHTS = sql`(case when r.status = 'done' then r.room_count * greatest(r.nights, 1) else 0 end)`;
/** The guest's name in every order a search may type it (masked names are never searched). */
const GUEST_TEXT = sql`(r.first_name || ' ' || r.last_name || ' ' || r.first_name || ' ' || r.last_name || r.first_name)`;
/** The hotel's name in the reader's language, else its own. */
const hotelDisplayName = (f: Pick<OrgListFilter, 'language'>, alias = 'hotels') =>
  sql`coalesce(${sql.raw(alias)}.translations -> ${f.language} ->> 'hotel_name', ${sql.raw(alias)}.name)`;

type ColumnSort = Exclude<OrgSort, 'hotel' | 'booker'>;
const SORT_KEYS: Record<ColumnSort, (f: OrgListFilter) => Array<[SQL, string]>> = {
  guest_name: (f) => [[f.masked ? MASKED_GUEST : GUEST_NAME, 'text']],
  checkin_date: () => [[sql`r.checkin_date`, 'date']],
  checkout_date: () => [[sql`r.checkout_date`, 'date']],
  nights: () => [[sql`r.nights`, 'int']],
  rooms: () => [[sql`r.room_count`, 'int']],
  room_nights: () => [[ROOM_NIGHTS, 'int']],
  reserved_at: () => [[sql`r.created_at`, 'timestamptz']],
  reservation_number: () => [[sql`r.reservation_number`, 'text']],
  status: () => [[sql`r.status`, 'text']],
  // Within a currency: amounts of two currencies are never compared.
  total_price: () => [[sql`r.currency`, 'text'], [sql`r.total_price`, 'bigint']],
  currency: () => [[sql`r.currency`, 'text']],
};

/**
 * The groups of the sorts on another table's name, each with its name as the sort key: every
 * hotel, or the organisation's users and one group 0 named '' for reservations whose booker was
 * removed. `match` says which reservations belong to group `gid` (index-served).
 */
const GROUPS: Record<'hotel' | 'booker', { groups: (f: OrgListFilter) => SQL; match: SQL }> = {
  hotel: { groups: (f) => sql`select id as gid, ${hotelDisplayName(f)} as k0 from hotels`, match: sql`r.hotel_id = g.gid` },
  booker: {
    groups: (f) => sql`select id as gid, name as k0 from organisation_users where organisation_id = ${f.organisationId} union all select 0, ''`,
    match: sql`coalesce(r.organisation_user_id, 0) = g.gid`,
  },
};

const likeEscaped = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * What the filter needs from the small tables, read once before the reservations so that each
 * condition on them is a plain parameter the planner sees (an index scan, or a cheap test per
 * row) rather than a look-up per reservation: the hotels and the organisation's bookers whose
 * names the free text matches, and for GET /user/reservations the hotels grouped by their local
 * date today.
 */
interface Lookups {
  hotelIds: number[];
  bookerIds: number[];
  hotelsByToday: Array<{ today: string; hotelIds: number[] }>;
}

async function lookups(db: Executor, f: OrgListFilter): Promise<Lookups> {
  const found: Lookups = { hotelIds: [], bookerIds: [], hotelsByToday: [] };
  if (f.q) {
    const like = likeEscaped(f.q);
    const result = await db.execute(sql`
      select array(select id from hotels where ${hotelDisplayName(f)} ilike ${like} or name ilike ${like} or code ilike ${like}) as hotel_ids,
        array(select id from organisation_users where organisation_id = ${f.organisationId} and name ilike ${like}) as booker_ids`);
    const [row] = rowsOf<{ hotel_ids: number[]; booker_ids: number[] }>(result);
    found.hotelIds = (row?.hotel_ids ?? []).map(Number);
    found.bookerIds = (row?.booker_ids ?? []).map(Number);
  }
  if (f.stay) {
    const result = await db.execute(sql`
      select (${f.stay.now.toISOString()}::timestamptz at time zone time_zone)::date::text as today, array_agg(id) as hotel_ids from hotels group by 1`);
    found.hotelsByToday = rowsOf<{ today: string; hotel_ids: number[] }>(result).map((r) => ({ today: r.today, hotelIds: r.hotel_ids.map(Number) }));
  }
  return found;
}

/** An array parameter as PostgreSQL's text form (drizzle would spread a JS array into a list). */
const intArray = (ids: number[]) => `{${ids.map((id) => String(Math.trunc(id))).join(',')}}`;

function whereOf(f: OrgListFilter, named: Lookups): SQL {
  const parts: SQL[] = [sql`r.organisation_id = ${f.organisationId}`];
  if (f.from !== null && f.to !== null) {
    parts.push(sql`r.checkin_date <= ${f.to}::date and (r.checkout_date > ${f.from}::date or (r.checkin_date >= ${f.from}::date and (r.is_day_use or r.checkout_date = r.checkin_date)))`);
  }
  if (f.hotelCode) parts.push(sql`r.hotel_id = (select id from hotels where code = ${f.hotelCode})`);
  if (f.status) parts.push(sql`r.status = ${f.status}`);
  if (f.bookerId !== null) parts.push(sql`r.organisation_user_id = ${f.bookerId}`);
  if (f.stay) {
    // Today differs by hotel (its time zone) but takes at most two or three values at once.
    const cmp = sql.raw(f.stay.state === 'upcoming' ? '>=' : '<');
    const byDay = named.hotelsByToday.map((d) => sql`(r.hotel_id = any(${intArray(d.hotelIds)}::int[]) and r.checkout_date ${cmp} ${d.today}::date)`);
    parts.push(sql`r.status = 'done' and (${byDay.length > 0 ? sql.join(byDay, sql` or `) : sql`false`})`);
  }
  // One ilike over one text, not one per form of the name: "first last", "last first" and
  // "lastfirst" (names written without a space) are all inside GUEST_TEXT.
  const guestText = f.masked ? null : GUEST_TEXT;
  if (f.guest) parts.push(guestText ? sql`${guestText} ilike ${likeEscaped(f.guest)}` : sql`false`);
  if (f.q) {
    // Each field is matched by itself (a text spanning two fields matches neither). Hotels and
    // bookers whose names match were found first (lookups) and are matched by id, as
    // parameters the planner sees, so each arm is an index scan (a bitmap OR).
    const like = likeEscaped(f.q);
    const arms: SQL[] = [sql`r.reservation_number ilike ${like}`];
    if (guestText) arms.push(sql`${guestText} ilike ${like}`);
    if (named.hotelIds.length > 0) arms.push(sql`r.hotel_id = any(${intArray(named.hotelIds)}::int[])`);
    if (named.bookerIds.length > 0) arms.push(sql`r.organisation_user_id = any(${intArray(named.bookerIds)}::int[])`);
    parts.push(sql`(${sql.join(arms, sql` or `)})`);
  }
  return sql.join(parts, sql` and `);
}

export interface OrgPageRequest {
  sort: OrgSort;
  order: 'asc' | 'desc';
  /** The previous page's last sort key and id. */
  after: { key: unknown[]; id: number } | null;
  limit: number;
  /** Rows to skip first (GET /user/reservations pages by number); the console pages by `after`. */
  offset?: number;
}

/** The page's reservations (`r.*` and its sort keys k0, k1), chosen by an index walk. */
function pageRows(f: OrgListFilter, named: Lookups, page: OrgPageRequest): { rows: SQL; keyCount: number } {
  const dir = sql.raw(page.order);
  const after = page.after;
  if (page.sort === 'hotel' || page.sort === 'booker') {
    const { groups, match } = GROUPS[page.sort];
    if (after && after.key.length !== 1) throw new RangeError('cursor of another sort');
    if (page.offset) throw new RangeError('offset pages only sort on a column');
    const cmp = sql.raw(page.order === 'asc' ? '>' : '<');
    const groupsFrom = after ? sql`(select * from (${groups(f)}) g0 where g0.k0 ${cmp}= ${after.key[0] as string}::text)` : sql`(${groups(f)})`;
    // In the group of the cursor's name, after its id; in later groups, every row.
    const idAfter = after
      ? sql` and r.id ${cmp} (case when g.k0 = ${after.key[0] as string}::text then ${after.id}::int else ${page.order === 'asc' ? 0 : 2147483647}::int end)`
      : sql``;
    return {
      keyCount: 1,
      rows: sql`select x.*, g.k0 from (select * from ${groupsFrom} g1 order by g1.k0 ${dir}, g1.gid ${dir}) g
        cross join lateral (select r.* from reservations r where ${whereOf(f, named)} and ${match}${idAfter} order by r.id ${dir} limit ${page.limit}) x
        order by g.k0 ${dir}, x.id ${dir}
        limit ${page.limit}`,
    };
  }
  const keys = SORT_KEYS[page.sort](f);
  let where = whereOf(f, named);
  if (after) {
    if (after.key.length !== keys.length) throw new RangeError('cursor of another sort');
    const left = sql.join([...keys.map(([expr]) => expr), sql`r.id`], sql`, `);
    const right = sql.join([...keys.map(([, type], i) => sql`${after.key[i] as string}::${sql.raw(type)}`), sql`${after.id}::int`], sql`, `);
    where = sql`${where} and (${left}) ${sql.raw(page.order === 'asc' ? '>' : '<')} (${right})`;
  }
  const keyCols = sql.join(keys.map(([expr], i) => sql`${expr} as ${sql.raw(`k${i}`)}`), sql`, `);
  const orderBy = sql.join([...keys.map(([expr]) => sql`${expr} ${dir}`), sql`r.id ${dir}`], sql`, `);
  return { keyCount: keys.length, rows: sql`select r.*, ${keyCols} from reservations r where ${where} order by ${orderBy} limit ${page.limit} offset ${page.offset ?? 0}` };
}

export async function listOrganisationReservations(db: Executor, f: OrgListFilter, page: OrgPageRequest): Promise<OrgListRow[]> {
  const { rows, keyCount } = pageRows(f, await lookups(db, f), page);
  const dir = sql.raw(page.order);
  const keyNames = Array.from({ length: keyCount }, (_, i) => sql.raw(`r.k${i}`));
  const result = await db.execute(sql`
    select r.id, r.reservation_number, r.first_name, r.last_name, h.code as hotel_code, ${hotelDisplayName(f, 'h')} as hotel_name,
      r.checkin_date::text as checkin_date, r.checkout_date::text as checkout_date, r.nights::int as nights, r.is_day_use,
      r.created_at, ou.id as booker_id, ou.name as booker_name, r.status, r.total_price::float8 as total_price, r.currency,
      r.room_count::int as rooms, ${ROOM_NIGHTS}::int as room_nights, ${sql.join(keyNames, sql`, `)}
    from (${rows}) r
    join hotels h on h.id = r.hotel_id
    left join organisation_users ou on ou.id = r.organisation_user_id
    order by ${sql.join([...keyNames.map((k) => sql`${k} ${dir}`), sql`r.id ${dir}`], sql`, `)}`);
  return rowsOf<Record<string, unknown>>(result).map((row) => ({
    ...(row as unknown as OrgListRow),
    created_at: new Date(row.created_at as string | Date),
    total_price: Number(row.total_price),
    sort_key: Array.from({ length: keyCount }, (_, i) => keyText(row[`k${i}`])),
  }));
}

/** A sort key as the cursor keeps it: text that casts back to its SQL type. */
function keyText(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

/**
 * How many reservations match, and their room-nights counted inside [from, to] (or in all
 * without a period): each night in the period of its own date, a day-use 1 per room.
 */
export async function countOrganisationReservations(db: Executor, f: OrgListFilter): Promise<{ total: number; roomNights: number }> {
  const nightsInside =
    f.from !== null && f.to !== null
      ? sql`(case when r.is_day_use or r.checkout_date = r.checkin_date then 1
           else greatest(0, least(r.checkout_date, (${f.to}::date + 1)) - greatest(r.checkin_date, ${f.from}::date)) end)`
      : sql`greatest(r.nights, 1)`;
  // One pass over the matching reservations: a reserved one adds its rooms (room_count, kept by
  // the trigger of migration 0015) times its nights inside the period.
  const result = await db.execute(sql`
    select count(*)::int as total, coalesce(sum(case when r.status = 'done' then r.room_count * ${nightsInside} else 0 end), 0)::int as room_nights
    from reservations r where ${whereOf(f, await lookups(db, f))}`);
  const [row] = rowsOf<{ total: number; room_nights: number }>(result);
  return { total: Number(row?.total ?? 0), roomNights: Number(row?.room_nights ?? 0) };
}

/** Every reservation of the organisation as the stay count needs it (core/domain usageByFiscalYear). */
export async function selectOrganisationStays(db: Executor, organisationId: number): Promise<Array<{ status: OrgListRow['status']; checkinDate: string; checkoutDate: string; isDayUse: boolean; rooms: number }>> {
  const result = await db.execute(sql`
    select r.status, r.checkin_date::text as checkin_date, r.checkout_date::text as checkout_date, r.is_day_use, r.room_count::int as rooms
    from reservations r
    where r.organisation_id = ${organisationId} and r.status = 'done'`);
  return rowsOf<{ status: OrgListRow['status']; checkin_date: string; checkout_date: string; is_day_use: boolean; rooms: number }>(result).map((r) => ({
    status: r.status, checkinDate: r.checkin_date, checkoutDate: r.checkout_date, isDayUse: r.is_day_use, rooms: Number(r.rooms),
  }));
}
