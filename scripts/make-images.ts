// Draws the resources' hero images: calm, abstract, one palette per article, so no stock-photo
// host is ever contacted. Run it when a resource is added: `node scripts/make-images.ts`.
// The images are committed; the build checks that every resource has its files.
import { mkdirSync, readdirSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import sharp from 'sharp';
import { IMAGE_WIDTHS, imageVariant } from '../contracts/content.ts';

const root = new URL('..', import.meta.url).pathname;
const outDir = join(root, 'client/public/images/resources');

/** Deterministic soft shapes from a seed: the same slug always gives the same picture. */
export function heroSvg(seed: string, width = 1200, height = 630): string {
  const bytes = createHash('sha256').update(seed).digest();
  const hue = (bytes[0]! / 255) * 360;
  const hue2 = (hue + 30 + (bytes[1]! / 255) * 60) % 360;
  const circles = [2, 5, 8, 11].map((i) => {
    const cx = (bytes[i]! / 255) * width;
    const cy = (bytes[i + 1]! / 255) * height;
    const r = 120 + (bytes[i + 2]! / 255) * 220;
    return `<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${r.toFixed(0)}" fill="hsl(${(hue + i * 9) % 360} 45% ${70 + (i % 3) * 6}%)" opacity="0.55"/>`;
  });
  const wave = `<path d="M0 ${height * 0.72} C ${width * 0.3} ${height * 0.6}, ${width * 0.6} ${height * 0.9}, ${width} ${height * 0.7} L ${width} ${height} L 0 ${height} Z" fill="hsl(${hue2} 35% 42%)" opacity="0.35"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 40% 90%)"/><stop offset="1" stop-color="hsl(${hue2} 38% 78%)"/></linearGradient>
<filter id="b"><feGaussianBlur stdDeviation="40"/></filter></defs>
<rect width="100%" height="100%" fill="url(#g)"/><g filter="url(#b)">${circles.join('')}</g>${wave}</svg>`;
}

async function writeHero(name: string) {
  const svg = Buffer.from(heroSvg(name));
  for (const width of IMAGE_WIDTHS) {
    await sharp(svg)
      .resize(width)
      .webp({ quality: 70, effort: 6 })
      .toFile(join(outDir, imageVariant(`${name}.webp`, width)));
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  mkdirSync(outDir, { recursive: true });
  const names = readdirSync(join(root, 'content/resources'))
    .filter((f) => f.endsWith('.md') && !f.includes('{'))
    .map((f) => f.slice(0, -3));
  for (const name of [...names, 'medejer', 'default']) await writeHero(name);
  console.log(`make-images: ${names.length + 2} hero images in ${IMAGE_WIDTHS.join(' and ')} px`);
}
