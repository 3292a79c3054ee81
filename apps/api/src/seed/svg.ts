// Inline SVG data URIs for logos and room photos, so the demo makes no request to another origin.

function dataUri(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** A noren curtain: a rod and three hanging panels, the middle one in the accent colour. */
export function norenLogo(main: string, accent: string): string {
  return dataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 80" role="img" aria-label="Noren">` +
      `<rect x="6" y="6" width="108" height="6" rx="3" fill="${main}"/>` +
      `<path d="M12 14h30v48c-8 4-22 4-30 0z" fill="${main}"/>` +
      `<path d="M45 14h30v58c-8 4-22 4-30 0z" fill="${accent}"/>` +
      `<path d="M78 14h30v48c-8 4-22 4-30 0z" fill="${main}"/>` +
      `</svg>`,
  );
}

/** A simple room picture: a wall gradient, a window, and tatami mats or a bed on the floor. */
export function roomPhoto(from: string, to: string, motif: 'tatami' | 'bed'): string {
  const floor =
    motif === 'tatami'
      ? `<g fill="#d9cf9c" stroke="#8a7d4b" stroke-width="3">` +
        `<rect x="40" y="260" width="180" height="90"/><rect x="220" y="260" width="180" height="90"/><rect x="400" y="260" width="200" height="90"/></g>` +
        `<rect x="250" y="215" width="140" height="28" rx="4" fill="#6b4f2a"/>`
      : `<rect x="0" y="290" width="640" height="110" fill="#c8b8a0"/>` +
        `<rect x="170" y="215" width="300" height="90" rx="10" fill="#ffffff" stroke="#9aa5b1" stroke-width="3"/>` +
        `<rect x="190" y="200" width="110" height="30" rx="8" fill="#e6ebf0"/><rect x="340" y="200" width="110" height="30" rx="8" fill="#e6ebf0"/>`;
  return dataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 400">` +
      `<defs><linearGradient id="w" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
      `<rect width="640" height="400" fill="url(#w)"/>` +
      `<rect x="400" y="50" width="170" height="130" fill="#eaf4fb" stroke="#5b4636" stroke-width="6"/>` +
      `<path d="M485 50v130M400 115h170" stroke="#5b4636" stroke-width="4"/>` +
      floor +
      `</svg>`,
  );
}
