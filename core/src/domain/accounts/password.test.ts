import { describe, expect, it } from 'vitest';
import { isAcceptablePassword, passwordProblem } from './password.ts';

describe('password rule (spec part 1 §5)', () => {
  it('accepts 8 characters with upper case, lower case and a digit when signing in', () => {
    expect(passwordProblem('Abcdefg1', { isNew: false })).toBeNull();
    expect(isAcceptablePassword('Abcdefg1', { isNew: false })).toBe(true);
  });

  it('asks a new password for a symbol as well', () => {
    expect(passwordProblem('Abcdefg1', { isNew: true })).toBe('missing_symbol');
    expect(passwordProblem('Abcdef-1', { isNew: true })).toBeNull();
    expect(passwordProblem('Noren-Member-1', { isNew: true })).toBeNull();
  });

  it('names the first rule broken', () => {
    expect(passwordProblem('Abc-de1', { isNew: true })).toBe('too_short');
    expect(passwordProblem('abcdefg-1', { isNew: true })).toBe('missing_upper_case');
    expect(passwordProblem('ABCDEFG-1', { isNew: true })).toBe('missing_lower_case');
    expect(passwordProblem('Abcdefg-h', { isNew: true })).toBe('missing_digit');
    expect(passwordProblem(`Aa1-${'x'.repeat(125)}`, { isNew: true })).toBe('too_long');
  });

  it('counts characters, not UTF-16 units, and knows letters beyond ASCII', () => {
    expect(passwordProblem('Ää1-😀😀', { isNew: true })).toBe('too_short');
    expect(passwordProblem('Ääbcde1!', { isNew: true })).toBeNull();
    // A space is not a symbol.
    expect(passwordProblem('Abcdef 1', { isNew: true })).toBe('missing_symbol');
  });
});
