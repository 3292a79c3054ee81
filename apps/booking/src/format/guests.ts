// "2 adults, 1 child" in the page language, from plural keys each language defines its own way.
type T = (key: string, options?: Record<string, unknown>) => string;

export function guestsText(t: T, adults: number, children: number): string {
  const parts = [t('results.adults', { count: adults })];
  if (children > 0) parts.push(t('results.children', { count: children }));
  return parts.join(t('results.listSeparator'));
}
