// Inline SVG data URIs for the demo logos, so the demo makes no request to another origin. Room
// photos are raster files, as a real hotel's are (photos/render.ts).

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
