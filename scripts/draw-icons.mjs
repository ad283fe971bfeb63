// Draws the installed app's icons (the web app manifest's and the home screen's) from the favicon's mark: PNGs at
// the sizes the manifest names, and a maskable one whose background fills the square so a launcher may cut any shape
// from it (the letter stays within the middle 80%, the maskable safe zone). Run `node scripts/draw-icons.mjs` after
// changing client/public/favicon.svg; the PNGs are committed, so a build needs neither this script nor sharp.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const favicon = readFileSync(path.join(root, 'client/public/favicon.svg'), 'utf8');
const out = path.join(root, 'client/public/icons');
mkdirSync(out, { recursive: true });

// The same mark with square corners: the launcher rounds (or circles) a maskable icon itself.
const fullBleed = favicon.replace(/ rx="\d+"/, '');
if (fullBleed === favicon) throw new Error('favicon.svg: no rounded <rect> to square off for the maskable icon');

const icons = [
  { file: 'icon-192.png', svg: favicon, size: 192 },
  { file: 'icon-512.png', svg: favicon, size: 512 },
  { file: 'maskable-512.png', svg: fullBleed, size: 512 },
  // iOS ignores the manifest's icons and rounds the corners itself.
  { file: 'apple-touch-icon.png', svg: fullBleed, size: 180 },
];

for (const { file, svg, size } of icons) {
  const png = await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
  writeFileSync(path.join(out, file), png);
  console.log(`${file}: ${size}×${size}, ${png.length} bytes`);
}
