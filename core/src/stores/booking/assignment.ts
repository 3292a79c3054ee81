// Which searched room each selected line books. A search asks for rooms with their own guests
// (part 1 §3 "Search criteria"); the guest picks a plan per room through the selection lines, whose
// key carries the room's adults and children. Rooms are filled in search order, so the same lines
// always give the same assignment, and the price call and the booking agree on it.
import { childrenInRoom, type ResultType, type SearchRoom } from '@noren/core/domain';
import type { SelectedRoom, SelectionKey } from '../SelectionStore.ts';

export interface AssignedRoom {
  /** Index of the searched room. */
  index: number;
  room: SearchRoom;
  line: SelectedRoom;
}

/** Each searched room with the line that books it, or null while the guest has not chosen. */
export function assignRooms(rooms: readonly SearchRoom[], lines: readonly SelectedRoom[]): Array<AssignedRoom | null> {
  const left = lines.map((line) => line.quantity);
  return rooms.map((room, index) => {
    const children = childrenInRoom(room);
    const k = lines.findIndex((line, i) => left[i] > 0 && line.numberOfAdults === room.adults && line.numberOfChildren === children);
    if (k < 0) return null;
    left[k] -= 1;
    return { index, room, line: lines[k] };
  });
}

/** Searched rooms that share the same guests, with their count: one quantity control each. */
export interface OccupancyGroup {
  adults: number;
  children: number;
  /** How many searched rooms have these guests. */
  rooms: number;
  /** Index of the first such room, whose share of a plan's price the card shows. */
  firstIndex: number;
}

export function occupancyGroups(rooms: readonly SearchRoom[]): OccupancyGroup[] {
  const groups: OccupancyGroup[] = [];
  rooms.forEach((room, index) => {
    const children = childrenInRoom(room);
    const group = groups.find((g) => g.adults === room.adults && g.children === children);
    if (group) group.rooms += 1;
    else groups.push({ adults: room.adults, children, rooms: 1, firstIndex: index });
  });
  return groups;
}

/** Rooms of a group already taken by any line; the rest may still be chosen. */
export function roomsTaken(lines: readonly SelectedRoom[], group: Pick<OccupancyGroup, 'adults' | 'children'>): number {
  return lines.filter((l) => l.numberOfAdults === group.adults && l.numberOfChildren === group.children).reduce((n, l) => n + l.quantity, 0);
}

export function lineKey(roomTypeCode: string, roomPlanCode: string, group: Pick<OccupancyGroup, 'adults' | 'children'>, type: ResultType): SelectionKey {
  return { roomTypeCode, roomPlanCode, numberOfAdults: group.adults, numberOfChildren: group.children, type };
}

/**
 * The selection in the address of the guest-detail page, so reload and back keep it: one
 * `room_type_code:room_plan_code` per searched room, in search order, comma separated.
 */
export const SELECTION_PARAM = 'selected';

export function selectionParam(assigned: ReadonlyArray<AssignedRoom | null>): string | null {
  if (assigned.length === 0 || assigned.some((a) => a === null)) return null;
  return assigned.map((a) => `${a!.line.roomTypeCode}:${a!.line.roomPlanCode}`).join(',');
}

/** Lines for the searched rooms from the address; null when it does not fit the search. */
export function linesFromParam(value: string | null, rooms: readonly SearchRoom[], type: ResultType): SelectedRoom[] | null {
  if (!value) return null;
  const parts = value.split(',').map((p) => p.split(':'));
  if (parts.length !== rooms.length || parts.some((p) => p.length !== 2 || !p[0] || !p[1])) return null;
  const lines: SelectedRoom[] = [];
  parts.forEach(([roomTypeCode, roomPlanCode], i) => {
    const key = lineKey(roomTypeCode, roomPlanCode, { adults: rooms[i].adults, children: childrenInRoom(rooms[i]) }, type);
    const existing = lines.find((l) => l.roomTypeCode === key.roomTypeCode && l.roomPlanCode === key.roomPlanCode
      && l.numberOfAdults === key.numberOfAdults && l.numberOfChildren === key.numberOfChildren);
    if (existing) existing.quantity += 1;
    else lines.push({ ...key, quantity: 1 });
  });
  return lines;
}
