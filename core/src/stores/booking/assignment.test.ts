import { describe, expect, it } from 'vitest';
import type { SearchRoom } from '@noren/core/domain';
import type { SelectedRoom } from '../SelectionStore.ts';
import { assignRooms, lineKey, linesFromParam, occupancyGroups, roomsTaken, selectionParam } from './assignment.ts';

const family: SearchRoom = { adults: 2, kids_tiers: [{ code: 'A', children: 1 }], kids_age_range: [] };
const couple: SearchRoom = { adults: 2, kids_tiers: [], kids_age_range: [] };
const line = (plan: string, adults: number, children: number, quantity: number): SelectedRoom => ({ ...lineKey('rt', plan, { adults, children }, 'rooms'), quantity });

describe('room assignment', () => {
  it('fills the searched rooms in order with lines of the same guests', () => {
    const rooms = [couple, family, couple];
    const assigned = assignRooms(rooms, [line('p1', 2, 0, 1), line('p2', 2, 1, 1), line('p3', 2, 0, 1)]);
    expect(assigned.map((a) => a?.line.roomPlanCode)).toEqual(['p1', 'p2', 'p3']);
    expect(assignRooms(rooms, [line('p1', 2, 0, 2)]).map((a) => a?.line.roomPlanCode ?? null)).toEqual(['p1', null, 'p1']);
  });

  it('groups searched rooms by their guests and counts what is taken', () => {
    const groups = occupancyGroups([couple, family, couple]);
    expect(groups).toEqual([{ adults: 2, children: 0, rooms: 2, firstIndex: 0 }, { adults: 2, children: 1, rooms: 1, firstIndex: 1 }]);
    expect(roomsTaken([line('p1', 2, 0, 1), line('p2', 2, 0, 1), line('p3', 2, 1, 1)], groups[0])).toBe(2);
  });

  it('puts a complete selection in the address and reads it back; an incomplete or foreign one is refused', () => {
    const rooms = [family, couple];
    const lines = [line('p2', 2, 1, 1), line('p1', 2, 0, 1)];
    const param = selectionParam(assignRooms(rooms, lines));
    expect(param).toBe('rt:p2,rt:p1');
    expect(linesFromParam(param, rooms, 'rooms')).toEqual(lines);
    expect(selectionParam(assignRooms(rooms, [lines[0]]))).toBeNull();
    expect(linesFromParam('rt:p1', rooms, 'rooms')).toBeNull();
    expect(linesFromParam('rt:p1,broken', rooms, 'rooms')).toBeNull();
    expect(linesFromParam('rt:p1,rt:p1', [couple, couple], 'rooms')).toEqual([line('p1', 2, 0, 2)]);
  });
});
