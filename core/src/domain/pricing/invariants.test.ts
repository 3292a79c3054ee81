import { describe, expect, it } from 'vitest';
import { priceStay } from './engine.ts';
import { line, stay } from './fixtures.test-helpers.ts';
import { checkPriceInvariants } from './invariants.ts';

describe('checkPriceInvariants', () => {
  const rates = { base: 'JPY' as const, rates: { USD: '0.0067' } };

  it('passes a real price and reports a night that no longer adds up', () => {
    const result = priceStay(stay({ lines: [line(), line()], mcp: { currency: 'USD', rates } }));
    expect(checkPriceInvariants(result)).toEqual([]);
    result.rooms[1].nights[0].amounts.tax += 1;
    expect(checkPriceInvariants(result)).toEqual(['rooms[1].amounts.tax = 2400 but its parts add up to 2401']);
  });

  it('reports negative amounts and mcp lines that miss the total', () => {
    const result = priceStay(stay({ mcp: { currency: 'USD', rates } }));
    result.rooms[0].mcpAmounts!.total_price -= 1;
    result.rooms[0].nights[1].amounts.deposit_amount = -1;
    result.rooms[0].nights[0].amounts.deposit_amount = 1;
    expect(checkPriceInvariants(result)).toEqual([
      'rooms[0].part[1].amounts.deposit_amount = -1',
      'stay.mcpAmounts.total_price = 17688 but its parts add up to 17687',
      'rooms[0].mcpAmounts.total_price = 17687 but its parts add up to 17688',
    ]);
  });
});
