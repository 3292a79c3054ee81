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

/** The sort key's expressions and their SQL types (for the cursor's typed parameters). */
const MASKED_GUEST = sql`(left(r.first_name, 1) || ' ' || left(r.last_name, 1))`;
/**
 * The hotel's name in the reader's language, else its own: read once per hotel in the join
 * (hotelsNamed; `offset 0` keeps the planner from pulling the expression up into every row),
 * not once per reservation, which on 50,000 rows cost more than the rest of the query.
 */
const hotelName = (_f: Pick<OrgListFilter, "language">) => sql`h.display_name`;
const hotelsNamed = (f: Pick<OrgListFilter, 'language'>) =>
  sql`(select id, code, name, coalesce(translations -> ${f.language} ->> 'hotel_name', name) as display_name from hotels offset 0)`;
const SORT_KEYS: Record<OrgSort, (f: OrgListFilter) => Array<[SQL, string]>> = {
  guest_name: (f) => [[f.masked ? MASKED_GUEST : sql`(r.first_name || ' ' || r.last_name)`, 'text']],
  hotel: (f) => [[hotelName(f), 'text']],
  checkin_date: () => [[sql`r.checkin_date`, 'date']],
  checkout_date: () => [[sql`r.checkout_date`, 'date']],
  nights: () => [[sql`r.nights`, 'int']],
  rooms: () => [[sql`rc.rooms`, 'int']],
  room_nights: () => [[ROOM_NIGHTS, 'int']],
  reserved_at: () => [[sql`r.created_at`, 'timestamptz']],
  reservation_number: () => [[sql`r.reservation_number`, 'text']],
  booker: () => [[sql`coalesce(ou.name, '')`, 'text']],
  status: () => [[sql`r.status`, 'text']],
  // Within a currency: amounts of two currencies are never compared.
  total_price: () => [[sql`r.currency`, 'text'], [sql`r.total_price`, 'bigint']],
  currency: () => [[sql`r.currency`, 'text']],
};

/** Room-nights counted against the contract (core/domain countedRoomNights, in SQL for sorting). */
const ROOM_NIGHTS = sql`(case when r.status = 'done' then rc.rooms * greatest(r.nights, 1) else 0 end)`;

/** The guest's name in every order a search may type it (masked names are never searched). */
const GUEST_TEXT = sql`(r.first_name || ' ' || r.last_name || ' ' || r.first_name || ' ' || r.last_name || r.first_name)`;

const likeEscaped = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function whereOf(f: OrgListFilter): SQL {
  const parts: SQL[] = [sql`r.organisation_id = ${f.organisationId}`];
  if (f.from !== null && f.to !== null) {
    parts.push(sql`r.checkin_date <= ${f.to}::date and (r.checkout_date > ${f.from}::date or (r.checkin_date >= ${f.from}::date and (r.is_day_use or r.checkout_date = r.checkin_date)))`);
  }
  if (f.hotelCode) parts.push(sql`r.hotel_id = (select id from hotels where code = ${f.hotelCode})`);
  if (f.status) parts.push(sql`r.status = ${f.status}`);
  if (f.bookerId !== null) parts.push(sql`r.organisation_user_id = ${f.bookerId}`);
  // One ilike per row over one text, not one per form of the name: "first last", "last first" and
  // "lastfirst" (names written without a space) are all inside GUEST_TEXT.
  const guestText = f.masked ? null : GUEST_TEXT;
  if (f.guest) parts.push(guestText ? sql`${guestText} ilike ${likeEscaped(f.guest)}` : sql`false`);
  if (f.q) {
    const others = sql`r.reservation_number || ' ' || h.display_name || ' ' || h.name || ' ' || h.code || ' ' || coalesce(ou.name, '')`;
    parts.push(sql`(${guestText ? sql`${others} || ' ' || ${guestText}` : others}) ilike ${likeEscaped(f.q)}`);
  }
  return sql.join(parts, sql` and `);
}

const FROM = (f: OrgListFilter) => sql`from reservations r
  join ${hotelsNamed(f)} h on h.id = r.hotel_id
  join lateral (select count(*)::int as rooms from reservation_rooms rr where rr.reservation_id = r.id) rc on true
  left join organisation_users ou on ou.id = r.organisation_user_id`;

const FROM_NO_ROOMS = (f: OrgListFilter) => sql`from reservations r
  join ${hotelsNamed(f)} h on h.id = r.hotel_id
  left join organisation_users ou on ou.id = r.organisation_user_id`;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export interface OrgPageRequest {
  sort: OrgSort;
  order: 'asc' | 'desc';
  /** The previous page's last sort key and id. */
  after: { key: unknown[]; id: number } | null;
  limit: number;
}

export async function listOrganisationReservations(db: Executor, f: OrgListFilter, page: OrgPageRequest): Promise<OrgListRow[]> {
  const keys = SORT_KEYS[page.sort](f);
  const dir = page.order === 'asc' ? sql.raw('asc') : sql.raw('desc');
  const keyCols = sql.join(keys.map(([expr], i) => sql`${expr} as ${sql.raw(`k${i}`)}`), sql`, `);
  let where = whereOf(f);
  if (page.after) {
    if (page.after.key.length !== keys.length) throw new RangeError('cursor of another sort');
    const left = sql.join([...keys.map(([expr]) => expr), sql`r.id`], sql`, `);
    const right = sql.join([...keys.map(([, type], i) => sql`${page.after!.key[i] as string}::${sql.raw(type)}`), sql`${page.after.id}::int`], sql`, `);
    where = sql`${where} and (${left}) ${sql.raw(page.order === 'asc' ? '>' : '<')} (${right})`;
  }
  const orderBy = sql.join([...keys.map(([expr]) => sql`${expr} ${dir}`), sql`r.id ${dir}`], sql`, `);
  const outerOrder = sql.join([...keys.map((_, i) => sql`${sql.raw(`x.k${i}`)} ${dir}`), sql`x.id ${dir}`], sql`, `);
  // The room count is a look-up per reservation: only a sort on rooms needs it for every row;
  // otherwise the page is chosen first and only its rows are counted.
  const needsRooms = page.sort === 'rooms' || page.sort === 'room_nights';
  const result = await db.execute(sql`
    select x.*, rc2.rooms, (case when x.status = 'done' then rc2.rooms * greatest(x.nights, 1) else 0 end)::int as room_nights
    from (
      select r.id, r.reservation_number, r.first_name, r.last_name, h.code as hotel_code, ${hotelName(f)} as hotel_name,
        r.checkin_date::text as checkin_date, r.checkout_date::text as checkout_date, r.nights::int as nights, r.is_day_use,
        r.created_at, ou.id as booker_id, ou.name as booker_name, r.status, r.total_price::float8 as total_price, r.currency, ${keyCols}
      ${needsRooms ? FROM(f) : FROM_NO_ROOMS(f)}
      where ${where}
      order by ${orderBy}
      limit ${page.limit}
    ) x
    join lateral (select count(*)::int as rooms from reservation_rooms rr where rr.reservation_id = x.id) rc2 on true
    order by ${outerOrder}`);
  return rowsOf<Record<string, unknown>>(result).map((row) => ({
    ...(row as unknown as OrgListRow),
    created_at: new Date(row.created_at as string | Date),
    total_price: Number(row.total_price),
    sort_key: keys.map((_, i) => keyText(row[`k${i}`])),
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
  // Each room of a reserved reservation adds its nights inside the period: the sum over rooms,
  // joined on the rooms' own index, costs less than counting each reservation's rooms first.
  const result = await db.execute(sql`
    select (select count(*)::int ${FROM_NO_ROOMS(f)} where ${whereOf(f)}) as total,
      (select coalesce(sum(${nightsInside}), 0)::int
         from reservation_rooms rr join reservations r on r.id = rr.reservation_id join ${hotelsNamed(f)} h on h.id = r.hotel_id
         left join organisation_users ou on ou.id = r.organisation_user_id
         where ${whereOf(f)} and r.status = 'done') as room_nights`);
  const [row] = rowsOf<{ total: number; room_nights: number }>(result);
  return { total: Number(row?.total ?? 0), roomNights: Number(row?.room_nights ?? 0) };
}

/** Every reservation of the organisation as the stay count needs it (core/domain usageByFiscalYear). */
export async function selectOrganisationStays(db: Executor, organisationId: number): Promise<Array<{ status: OrgListRow['status']; checkinDate: string; checkoutDate: string; isDayUse: boolean; rooms: number }>> {
  const result = await db.execute(sql`
    select r.status, r.checkin_date::text as checkin_date, r.checkout_date::text as checkout_date, r.is_day_use, rc.rooms
    from reservations r
    join lateral (select count(*)::int as rooms from reservation_rooms rr where rr.reservation_id = r.id) rc on true
    where r.organisation_id = ${organisationId} and r.status = 'done'`);
  return rowsOf<{ status: OrgListRow['status']; checkin_date: string; checkout_date: string; is_day_use: boolean; rooms: number }>(result).map((r) => ({
    status: r.status, checkinDate: r.checkin_date, checkoutDate: r.checkout_date, isDayUse: r.is_day_use, rooms: Number(r.rooms),
  }));
}
