import { describe, expect, it } from 'vitest';
import { contrastRatio, DARK_TEXT, LIGHT_TEXT, parseHexColour, themeColours, DEFAULT_BUTTON_COLOUR } from './colour.ts';

describe('colour', () => {
  it('parses short and long hex and refuses anything else', () => {
    expect(parseHexColour('#fff')).toEqual({ r: 255, g: 255, b: 255 });
    expect(parseHexColour(' #B3282D ')).toEqual({ r: 179, g: 40, b: 45 });
    for (const bad of ['red', 'url(x)', '#12345', '#fff;background:url(x)', '', null, undefined]) expect(parseHexColour(bad)).toBeNull();
  });

  it('picks the text colour with the better contrast, at least 4.5:1 for typical brand colours', () => {
    for (const colour of ['#b3282d', '#f4efe6', '#ffd400', '#1f2a44', '#00a0e9', '#777777']) {
      const t = themeColours(colour, colour);
      const ratio = contrastRatio(parseHexColour(colour)!, parseHexColour(t.buttonText)!);
      expect([LIGHT_TEXT, DARK_TEXT]).toContain(t.buttonText);
      expect(ratio).toBeGreaterThanOrEqual(4.4);
    }
    expect(themeColours('#ffffff', '#000000')).toMatchObject({ buttonText: DARK_TEXT, headerText: LIGHT_TEXT });
  });

  it('falls back to Noren colours when the hotel value is not a colour', () => {
    expect(themeColours('javascript:alert(1)', null).button).toBe(DEFAULT_BUTTON_COLOUR);
  });

  it('keeps the button text at least as readable on hover as on the button (taipei-daan\'s teal)', () => {
    for (const colour of ['#0f766e', '#9e2a2b', '#b3282d', '#1f2a44', '#f4efe6', '#ffd400']) {
      const theme = themeColours(colour, colour);
      const text = parseHexColour(theme.buttonText)!;
      expect(contrastRatio(parseHexColour(theme.buttonHover)!, text), colour).toBeGreaterThanOrEqual(contrastRatio(parseHexColour(theme.button)!, text));
    }
  });

  it('makes the hover colour differ from the button colour', () => {
    for (const colour of ['#ffffff', '#000000', '#b3282d']) expect(themeColours(colour, colour).buttonHover).not.toBe(themeColours(colour, colour).button);
  });
});
