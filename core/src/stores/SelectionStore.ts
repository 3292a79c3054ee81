// Room selection (spec part 1 §4 "Room selection", §3 "Selected room"): a line per room type,
// plan, adults, children and result type; and the search results. The results page's first
// results come inlined in its HTML (the start-up data, part 1 §2 "the search routes preload"),
// not through this store.
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

  constructor() {
    makeObservable(this, {
      lines: observableRef,
      rooms: observableRef,
      plans: observableRef,
      totalRooms: computed,
      setCount: action,
      increase: action,
      decrease: action,
      clear: action,
      setRooms: action,
      setPlans: action,
    });
  }

  get totalRooms(): number {
    return this.lines.reduce((n, line) => n + line.quantity, 0);
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
  }

  setPlans(plans: readonly Plan[] | null): void {
    this.plans = plans;
  }
}
