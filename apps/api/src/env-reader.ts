// Reading environment variables for config.ts and the per-area parsers it calls (payments/config.ts,
// mail/config.ts). Each reader names the variable and what it accepts, and collects problems instead
// of throwing, so one start-up lists every bad value at once.
export type Env = Readonly<Record<string, string | undefined>>;

export class EnvReader {
  readonly problems: string[] = [];

  constructor(private readonly env: Env) {}

  /** The trimmed value; empty counts as unset. */
  string(name: string): string | undefined {
    const value = this.env[name]?.trim();
    return value === '' ? undefined : value;
  }

  problem(message: string): void {
    this.problems.push(message);
  }

  integer(name: string, fallback: number, min: number, max: number): number {
    const raw = this.string(name);
    if (raw === undefined) return fallback;
    if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
      this.problem(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
      return fallback;
    }
    return Number(raw);
  }

  flag(name: string, fallback: boolean): boolean {
    const raw = this.string(name)?.toLowerCase();
    if (raw === undefined) return fallback;
    if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
    if (['0', 'false', 'no', 'off'].includes(raw)) return false;
    this.problem(`${name} must be 0 or 1, got "${raw}"`);
    return fallback;
  }

  /** One of `allowed`, compared in lower case. */
  oneOf<T extends string>(name: string, allowed: readonly T[], fallback: T): T {
    const raw = this.string(name);
    if (raw === undefined) return fallback;
    const value = raw.toLowerCase();
    if ((allowed as readonly string[]).includes(value)) return value as T;
    this.problem(`${name} must be one of ${allowed.join(', ')}, got "${raw}"`);
    return fallback;
  }
}
