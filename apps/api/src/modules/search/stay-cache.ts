// The stay's rates and stock kept per night, on the hotel's catalogue (so per data_version): a
// dated search reads from the database only the nights no earlier search of this version has read,
// and those for every room plan, adult count, room type and plan of the catalogue, so the next
// search of any guests on those nights reads nothing. On the embedded database a statement costs
// the event loop its parse and plan each time, which was half of a distinct search's time.
// Fresh for the reason the catalogue is (catalogue.ts): a night is read after the version it is
// filed under, so it is never older than that version, and any change to rates or stock moves the
// version (migrations 0002, 0025), which starts a new catalogue with no nights. Bookings never
// come here: they price and count inside their transaction (price.ts, reservations/booking).
// Undated searches (the lowest rate over a year) keep their own statement (repository.ts loadStay).
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import type { HotelCatalogue } from './catalogue.ts';
import { loadStay, type RateGrid, type StayData, type StayRequest, type StockRow } from './repository.ts';

/** Where each room plan x adult count, room type and plan sits in a night's arrays (one per catalogue). */
interface Layout {
  roomPlans: Map<number, number>;
  /** Adult counts 1..adults are kept: the most any room type takes (a search asks no more). */
  adults: number;
  roomTypes: Map<number, number>;
  plans: Map<number, number>;
  /** Numbers one night holds. */
  cells: number;
}

/** One night: NaN where the database has no row (no rate, no inventory, no plan stock). */
interface Night {
  /** amount at roomPlanSlot * adults + (adults - 1) */
  rates: Float64Array;
  /** rooms left (total - sold) per room type */
  rooms: Float64Array;
  /** stock left (stock - sold) per plan */
  plans: Float64Array;
}

interface Store {
  layout: Layout;
  nights: Map<string, Night>;
  /** Nights being read, so concurrent searches of the same nights share one statement. */
  loading: Map<string, Promise<void>>;
}

/** Per catalogue: a hotel of 30 room plans keeps a year in about 0.5 MB; a very large one is cut at this. */
export const NIGHT_BYTES_PER_CATALOGUE = 8 * 1024 * 1024;
const stores = new WeakMap<HotelCatalogue, Store>();

function storeOf(catalogue: HotelCatalogue): Store {
  let store = stores.get(catalogue);
  if (!store) {
    const index = <T extends { id: number }>(rows: readonly T[]) => new Map(rows.map((r, i) => [r.id, i]));
    const adults = Math.max(1, ...catalogue.room_types.map((rt) => rt.max_adults));
    const roomPlans = index(catalogue.room_plans);
    const roomTypes = index(catalogue.room_types);
    const plans = index(catalogue.plans);
    const layout = { roomPlans, adults, roomTypes, plans, cells: roomPlans.size * adults + roomTypes.size + plans.size };
    store = { layout, nights: new Map(), loading: new Map() };
    stores.set(catalogue, store);
  }
  return store;
}

/**
 * The stay's rates and stock for the request, as loadStay gives them, from the catalogue's nights;
 * the nights not kept yet are read first, in one statement.
 */
export async function stayFromNights(db: Executor, catalogue: HotelCatalogue, stay: StayRequest, dates: readonly string[]): Promise<StayData> {
  const store = storeOf(catalogue);
  const { layout } = store;
  if (stay.lowestOnly || !covered(layout, stay)) return loadStay(db, stay);
  const waits: Promise<void>[] = [];
  const missing: string[] = [];
  for (const date of dates) {
    if (store.nights.has(date)) continue;
    const pending = store.loading.get(date);
    if (pending) waits.push(pending);
    else missing.push(date);
  }
  if (missing.length > 0) waits.push(readNights(db, store, missing));
  await Promise.all(waits);
  const nights: Night[] = [];
  for (const date of dates) {
    const night = store.nights.get(date);
    // Dropped for the byte budget while this search waited: read the stay as before.
    if (!night) return loadStay(db, stay);
    nights.push(night);
  }
  return stayData(layout, nights, stay);
}

/** Every id and adult count asked for has a place in the layout (always, for ids from this catalogue). */
function covered(layout: Layout, stay: StayRequest): boolean {
  return stay.adults.every((a) => Number.isInteger(a) && a >= 1 && a <= layout.adults)
    && stay.roomPlanIds.every((id) => layout.roomPlans.has(id))
    && stay.roomTypeIds.every((id) => layout.roomTypes.has(id))
    && stay.planIds.every((id) => layout.plans.has(id));
}

function readNights(db: Executor, store: Store, dates: string[]): Promise<void> {
  const read = loadNights(db, store.layout, dates).then((nights) => {
    const budget = Math.max(1, Math.floor(NIGHT_BYTES_PER_CATALOGUE / (8 * Math.max(1, store.layout.cells))));
    for (const [date, night] of nights) {
      store.nights.set(date, night);
      // Oldest first (a Map keeps insertion order).
      if (store.nights.size > budget) store.nights.delete(store.nights.keys().next().value!);
    }
  }).finally(() => {
    for (const date of dates) if (store.loading.get(date) === read) store.loading.delete(date);
  });
  for (const date of dates) store.loading.set(date, read);
  return read;
}

const ints = (values: Iterable<number>) => `{${[...values].map((v) => Math.trunc(v)).join(',')}}`;
const DAY_MS = 86_400_000;

/**
 * The nights' rows for the whole catalogue, each table as one text of comma-separated numbers
 * (as repository.ts reads rates: no JSON building in the database). A row names its night by its
 * distance in days from the first date, so the order rows arrive in does not matter.
 */
async function loadNights(db: Executor, layout: Layout, dates: readonly string[]): Promise<Map<string, Night>> {
  const first = dates.reduce((a, b) => (b < a ? b : a));
  const list = `{${dates.join(',')}}`;
  const result = await db.execute(sql`
    select
      (select string_agg(concat_ws(',', r.room_plan_id, r.adults, r.stay_date - ${first}::date, r.amount), ';')
        from rates r
        where r.room_plan_id = any(${ints(layout.roomPlans.keys())}::int[]) and r.stay_date = any(${list}::date[])
          and r.adults <= ${layout.adults}) as rates,
      (select string_agg(concat_ws(',', i.room_type_id, i.stay_date - ${first}::date, i.total - i.sold), ';')
        from inventory i
        where i.room_type_id = any(${ints(layout.roomTypes.keys())}::int[]) and i.stay_date = any(${list}::date[])) as rooms,
      (select string_agg(concat_ws(',', ps.plan_id, ps.stay_date - ${first}::date, ps.stock - ps.sold), ';')
        from plan_stock ps
        where ps.plan_id = any(${ints(layout.plans.keys())}::int[]) and ps.stay_date = any(${list}::date[])) as plans`);
  const row = (result as unknown as { rows: Array<{ rates: string | null; rooms: string | null; plans: string | null }> }).rows[0];
  const nights = new Map<string, Night>();
  const byOffset = new Map<number, Night>();
  for (const date of dates) {
    const night: Night = {
      rates: new Float64Array(layout.roomPlans.size * layout.adults).fill(NaN),
      rooms: new Float64Array(layout.roomTypes.size).fill(NaN),
      plans: new Float64Array(layout.plans.size).fill(NaN),
    };
    nights.set(date, night);
    byOffset.set(Math.round((Date.parse(date) - Date.parse(first)) / DAY_MS), night);
  }
  eachTuple(row?.rates ?? null, 4, ([roomPlanId, adults, offset, amount]) => {
    const slot = layout.roomPlans.get(roomPlanId);
    const night = byOffset.get(offset);
    if (slot !== undefined && night && adults >= 1 && adults <= layout.adults) night.rates[slot * layout.adults + adults - 1] = amount;
  });
  eachTuple(row?.rooms ?? null, 3, ([roomTypeId, offset, left]) => {
    const slot = layout.roomTypes.get(roomTypeId);
    const night = byOffset.get(offset);
    if (slot !== undefined && night) night.rooms[slot] = left;
  });
  eachTuple(row?.plans ?? null, 3, ([planId, offset, left]) => {
    const slot = layout.plans.get(planId);
    const night = byOffset.get(offset);
    if (slot !== undefined && night) night.plans[slot] = left;
  });
  return nights;
}

/** What loadStay would have read for `stay`, from its nights: the same grid and stock rows. */
function stayData(layout: Layout, nights: readonly Night[], stay: StayRequest): StayData {
  const rates: RateGrid = new Map();
  for (const id of stay.roomPlanIds) {
    const base = layout.roomPlans.get(id)! * layout.adults;
    const byAdults = new Map<number, Array<number | undefined>>();
    for (const a of stay.adults) {
      let any = false;
      const amounts = nights.map((night) => {
        const v = night.rates[base + a - 1];
        if (Number.isNaN(v)) return undefined;
        any = true;
        return v;
      });
      if (any) byAdults.set(a, amounts);
    }
    if (byAdults.size > 0) rates.set(id, byAdults);
  }
  const stock: StockRow[] = [];
  const add = (kind: StockRow['kind'], ids: readonly number[], slots: Map<number, number>, column: (n: Night) => Float64Array) => {
    for (const id of ids) {
      const slot = slots.get(id)!;
      let left = Infinity;
      let count = 0;
      for (const night of nights) {
        const v = column(night)[slot];
        if (Number.isNaN(v)) continue;
        count++;
        if (v < left) left = v;
      }
      if (count > 0) stock.push({ kind, id, left, nights: count });
    }
  };
  add('r', stay.roomTypeIds, layout.roomTypes, (n) => n.rooms);
  add('p', stay.planIds, layout.plans, (n) => n.plans);
  return { rates, stock };
}

/** Calls `each` with every `arity` integers of a `a,b,c;a,b,c` text, one character at a time (no split strings). */
export function eachTuple(text: string | null, arity: number, each: (fields: number[]) => void): void {
  if (!text) return;
  const fields = new Array<number>(arity).fill(0);
  let field = 0;
  let value = 0;
  let negative = false;
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : SEMICOLON;
    if (c >= ZERO && c <= NINE) value = value * 10 + (c - ZERO);
    else if (c === MINUS) negative = true;
    else {
      fields[field] = negative ? -value : value;
      value = 0;
      negative = false;
      if (c === COMMA && field < arity - 1) field++;
      else {
        each(fields);
        field = 0;
      }
    }
  }
}

const ZERO = 48;
const NINE = 57;
const MINUS = 45;
const COMMA = 44;
const SEMICOLON = 59;
