import { reaction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { SelectionStore, type SelectionKey } from './SelectionStore.ts';

const twin: SelectionKey = { roomTypeCode: 'TWN', roomPlanCode: 'RP1', numberOfAdults: 2, numberOfChildren: 0, type: 'rooms' };

describe('SelectionStore', () => {
  it('setting a count adds a line, then replaces the line matching all five keys', () => {
    const s = new SelectionStore();
    s.setCount({ ...twin, salePrice: 24000 }, 1);
    s.setCount(twin, 3);
    expect(s.lines).toEqual([{ ...twin, salePrice: 24000, quantity: 3 }]);
    expect(s.totalRooms).toBe(3);
  });

  it('keeps lines apart when any one of room type, plan, adults, children or type differs', () => {
    const s = new SelectionStore();
    const variants: SelectionKey[] = [
      twin,
      { ...twin, roomTypeCode: 'DBL' },
      { ...twin, roomPlanCode: 'RP2' },
      { ...twin, numberOfAdults: 1 },
      { ...twin, numberOfChildren: 1 },
      { ...twin, type: 'plan' },
    ];
    for (const v of variants) s.setCount(v, 1);
    expect(s.lines).toHaveLength(6);
    expect(s.quantityOf({ ...twin, numberOfChildren: 1 })).toBe(1);
  });

  it('increases and decreases, stopping at 0', () => {
    const s = new SelectionStore();
    s.increase(twin);
    s.increase(twin);
    s.decrease(twin);
    expect(s.quantityOf(twin)).toBe(1);
    s.decrease(twin);
    s.decrease(twin);
    expect(s.quantityOf(twin)).toBe(0);
    expect(s.lines).toEqual([]);
    s.setCount(twin, -4);
    expect(s.lines).toEqual([]);
  });

  it('clearing empties the list', () => {
    const s = new SelectionStore();
    s.setCount(twin, 2);
    s.setCount({ ...twin, roomTypeCode: 'DBL' }, 1);
    s.clear();
    expect(s.lines).toEqual([]);
    expect(s.totalRooms).toBe(0);
  });

  it('clearing an empty selection changes nothing, so nothing that shows it renders again', () => {
    const s = new SelectionStore();
    const changes: unknown[] = [];
    const stop = reaction(() => s.lines, (lines) => changes.push(lines));
    s.clear();
    stop();
    expect(changes).toEqual([]);
  });
});
