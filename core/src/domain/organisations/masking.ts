// Guest-name masking for an organisation's admin (issue #15, the contract's mask_guest_names):
// each word keeps its first character and the rest becomes three asterisks whatever its length,
// so neither the name nor its length shows ("Hanako Yamada" → "H*** Y***", "山田 花子" → "山*** 花***").
// The same function masks the list, the CSV, the detail and GET /user/reservations.
export const MASK = '***';

export function maskName(name: string): string {
  const words = name.trim().split(/\s+/u).filter((w) => w.length > 0);
  if (words.length === 0) return '';
  return words.map((w) => `${Array.from(w)[0]}${MASK}`).join(' ');
}
