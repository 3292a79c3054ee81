// Renders a demo room photo as a real hotel's would arrive: a 1600 × 1000 JPEG of a few hundred
// kilobytes. The scene (wall, window, tatami or bed) is drawn as SVG, then given a film grain from
// a seeded generator, because flat vector colours would compress to a few kilobytes and make the
// page's image budget dishonest. Same spec, same bytes: no clock, no Math.random.
import sharp from 'sharp';

export interface PhotoSpec {
  from: string;
  to: string;
  motif: 'tatami' | 'bed';
}

export const PHOTO_WIDTH = 1600;
export const PHOTO_HEIGHT = 1000;
/** Bump when the picture or its encoding changes: it is part of the disk cache's key (cache.ts). */
export const RENDER_VERSION = 1;

/** mulberry32: a small, fast, seeded generator; the same seed always gives the same grain. */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function seedOf(spec: PhotoSpec): number {
  let h = 2166136261;
  for (const ch of `${spec.from}|${spec.to}|${spec.motif}`) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

function scene(spec: PhotoSpec, random: () => number): string {
  // Wood grain on the floor or tatami weave: many thin lines, which is where a real photo's
  // detail (and weight) is.
  const lines: string[] = [];
  for (let i = 0; i < 140; i++) {
    const y = 650 + random() * 350;
    const shade = Math.round(90 + random() * 60);
    lines.push(`<path d="M0 ${y.toFixed(1)} Q800 ${(y + (random() - 0.5) * 30).toFixed(1)} 1600 ${(y + (random() - 0.5) * 20).toFixed(1)}" stroke="rgb(${shade},${shade - 20},${shade - 50})" stroke-opacity="0.25" stroke-width="${(1 + random() * 2).toFixed(1)}" fill="none"/>`);
  }
  const floor =
    spec.motif === 'tatami'
      ? `<g fill="#d9cf9c" stroke="#8a7d4b" stroke-width="7"><rect x="100" y="650" width="450" height="225"/><rect x="550" y="650" width="450" height="225"/><rect x="1000" y="650" width="500" height="225"/></g>` +
        `<rect x="625" y="538" width="350" height="70" rx="10" fill="#6b4f2a"/>`
      : `<rect x="0" y="725" width="1600" height="275" fill="#c8b8a0"/>` +
        `<rect x="425" y="538" width="750" height="225" rx="25" fill="#ffffff" stroke="#9aa5b1" stroke-width="7"/>` +
        `<rect x="475" y="500" width="275" height="75" rx="20" fill="#e6ebf0"/><rect x="850" y="500" width="275" height="75" rx="20" fill="#e6ebf0"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}" viewBox="0 0 1600 1000">` +
    `<defs><linearGradient id="w" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="${spec.from}"/><stop offset="1" stop-color="${spec.to}"/></linearGradient>` +
    `<radialGradient id="l" cx="0.8" cy="0.2" r="0.9"><stop offset="0" stop-color="#fff8e8" stop-opacity="0.55"/><stop offset="1" stop-color="#000" stop-opacity="0.25"/></radialGradient>` +
    `<linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9cc6e4"/><stop offset="1" stop-color="#e8f2f8"/></linearGradient></defs>` +
    `<rect width="1600" height="1000" fill="url(#w)"/>` +
    `<rect x="1000" y="125" width="425" height="325" fill="url(#s)"/>` +
    `<path d="M1000 380 q60 -70 120 -30 q70 -90 150 -20 q60 -40 155 10 v90 h-425z" fill="#5f7f4f"/>` +
    `<rect x="1000" y="125" width="425" height="325" fill="none" stroke="#5b4636" stroke-width="15"/>` +
    `<path d="M1212 125v325M1000 287h425" stroke="#5b4636" stroke-width="10"/>` +
    floor +
    lines.join('') +
    `<rect width="1600" height="1000" fill="url(#l)"/>` +
    `</svg>`
  );
}

/** The JPEG of `spec`: the scene, a grain of ±`GRAIN` levels per channel, encoded at quality 88. */
export async function renderRoomPhoto(spec: PhotoSpec): Promise<Buffer> {
  const random = generator(seedOf(spec));
  const { data, info } = await sharp(Buffer.from(scene(spec, random))).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const GRAIN = 16;
  for (let i = 0; i < data.length; i++) {
    const v = data[i] + Math.round((random() - 0.5) * 2 * GRAIN);
    data[i] = v < 0 ? 0 : v > 255 ? 255 : v;
  }
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .jpeg({ quality: 88, mozjpeg: true })
    .toBuffer();
}
