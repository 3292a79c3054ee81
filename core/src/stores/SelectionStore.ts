// Room selection (spec part 1 §4 "Room selection", §3 "Selected room"): a line per room type,
// plan, adults, children and result type; the search results; and the background preload, which
// is kept only while real results are absent.
import { action, computed, makeObservable, observableRef } from 'mobx';
import type { ResultType } from '@noren/core/domain';

export interface SelectedRoom {
  roomTypeCode: string;
  roomPlanCode: string;
  numberOfAdults: number;
  numberOfChildren: number;
  type: ResultType;
  quantity: number;
  /** Price of one room for the stay as shown when chosen, minor units. */
  salePrice?: number;
  tax?: number;
  promotionID?: string | number | null;
  couponCode?: string | null;
}

export type SelectionKey = Pick<SelectedRoom, 'roomTypeCode' | 'roomPlanCode' | 'numberOfAdults' | 'numberOfChildren' | 'type'>;

export function sameLine(a: SelectionKey, b: SelectionKey): boolean {
  return a.roomTypeCode === b.roomTypeCode && a.roomPlanCode === b.roomPlanCode && a.numberOfAdults === b.numberOfAdults
    && a.numberOfChildren === b.numberOfChildren && a.type === b.type;
}

export class SelectionStore<Room = unknown, Plan = unknown> {
  lines: SelectedRoom[] = [];
  rooms: readonly Room[] | null = null;
  plans: readonly Plan[] | null = null;
  /** Results fetched in the background before the guest searched (part 1 §2 "Route flags"). */
  preload: { rooms?: readonly Room[]; plans?: readonly Plan[] } | null = null;

  constructor() {
    makeObservable(this, {
      lines: observableRef,
      rooms: observableRef,
      plans: observableRef,
      preload: observableRef,
      totalRooms: computed,
      shownRooms: computed,
      shownPlans: computed,
      setCount: action,
      increase: action,
      decrease: action,
      clear: action,
      setRooms: action,
      setPlans: action,
      setPreload: action,
    });
  }

  get totalRooms(): number {
    return this.lines.reduce((n, line) => n + line.quantity, 0);
  }

  get shownRooms(): readonly Room[] | null {
    return this.rooms ?? this.preload?.rooms ?? null;
  }

  get shownPlans(): readonly Plan[] | null {
    return this.plans ?? this.preload?.plans ?? null;
  }

  quantityOf(key: SelectionKey): number {
    return this.lines.find((line) => sameLine(line, key))?.quantity ?? 0;
  }

  /** Replaces the matching line or adds one; a count of 0 removes the line. */
  setCount(line: SelectionKey & Partial<SelectedRoom>, quantity: number): void {
    const count = Math.max(0, Math.floor(quantity));
    const rest = this.lines.filter((l) => !sameLine(l, line));
    const index = this.lines.findIndex((l) => sameLine(l, line));
    if (count === 0) {
      this.lines = rest;
      return;
    }
    const next: SelectedRoom = { ...(index >= 0 ? this.lines[index] : {}), ...line, quantity: count };
    const lines = [...this.lines];
    if (index >= 0) lines[index] = next;
    else lines.push(next);
    this.lines = lines;
  }

  increase(line: SelectionKey & Partial<SelectedRoom>): void {
    this.setCount(line, this.quantityOf(line) + 1);
  }

  /** Stops at 0. */
  decrease(line: SelectionKey): void {
    this.setCount(line, Math.max(0, this.quantityOf(line) - 1));
  }

  clear(): void {
    // Already empty: no new array, so nothing that shows the selection renders again for nothing
    // (the results page clears it on its first search).
    if (this.lines.length > 0) this.lines = [];
  }

  setRooms(rooms: readonly Room[] | null): void {
    this.rooms = rooms;
    this.preload = null;
  }

  setPlans(plans: readonly Plan[] | null): void {
    this.plans = plans;
    this.preload = null;
  }

  /** Ignored once real results arrived: a late preload must not replace them. */
  setPreload(preload: { rooms?: readonly Room[]; plans?: readonly Plan[] }): void {
    if (this.rooms !== null || this.plans !== null) return;
    this.preload = preload;
  }
}
