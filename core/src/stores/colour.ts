// Brand colours come from hotel settings and end up in CSS custom properties, so only plain hex
// colours pass; text on them is chosen by WCAG contrast so any brand colour stays readable.
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

export const LIGHT_TEXT = '#ffffff';
export const DARK_TEXT = '#1b1b1f';

export function parseHexColour(value: string | null | undefined): Rgb | null {
  if (typeof value !== 'string') return null;
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
  if (!match) return null;
  const hex = match[1].length === 3 ? [...match[1]].map((c) => c + c).join('') : match[1];
  return { r: parseInt(hex.slice(0, 2), 16), g: parseInt(hex.slice(2, 4), 16), b: parseInt(hex.slice(4, 6), 16) };
}

export function toHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(Math.min(255, Math.max(0, c))).toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG 2 relative luminance. */
export function relativeLuminance({ r, g, b }: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** White or near-black, whichever contrasts more with the background. */
export function readableTextColour(background: Rgb): string {
  const light = contrastRatio(background, parseHexColour(LIGHT_TEXT)!);
  const dark = contrastRatio(background, parseHexColour(DARK_TEXT)!);
  return light >= dark ? LIGHT_TEXT : DARK_TEXT;
}

/** Mixes toward black (amount > 0) or white (amount < 0); used for hover and focus states. */
export function shade(colour: Rgb, amount: number): Rgb {
  const target = amount >= 0 ? 0 : 255;
  const t = Math.min(1, Math.abs(amount));
  return { r: colour.r + (target - colour.r) * t, g: colour.g + (target - colour.g) * t, b: colour.b + (target - colour.b) * t };
}

export interface ThemeColours {
  button: string;
  buttonText: string;
  buttonHover: string;
  header: string;
  headerText: string;
}

/** Noren's own colours, used before settings arrive or when a hotel's value is not a colour. */
export const DEFAULT_BUTTON_COLOUR = '#8c2f39';
export const DEFAULT_HEADER_COLOUR = '#1f2a44';

export function themeColours(button: string | null | undefined, header: string | null | undefined): ThemeColours {
  const b = parseHexColour(button) ?? parseHexColour(DEFAULT_BUTTON_COLOUR)!;
  const h = parseHexColour(header) ?? parseHexColour(DEFAULT_HEADER_COLOUR)!;
  // Hover moves away from the text colour (darker under white text, lighter under dark text), so
  // the text stays at least as readable as on the button itself (a lighter teal under white text
  // fell below 4.5:1). A button already at that end (black, white) goes the other way, so the
  // change is always visible.
  const buttonText = readableTextColour(b);
  const away = shade(b, buttonText === LIGHT_TEXT ? 0.15 : -0.15);
  const hover = toHex(away) !== toHex(b) ? away : shade(b, buttonText === LIGHT_TEXT ? -0.15 : 0.15);
  return {
    button: toHex(b),
    buttonText,
    buttonHover: toHex(hover),
    header: toHex(h),
    headerText: readableTextColour(h),
  };
}
