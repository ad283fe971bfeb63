// Builds the offline map's data (client/src/components/map/data/*.json) from the open data of ../shared/geodata
// (coastline and districts) and the geo engine's own data (roads, rail, gazetteer). The files are committed: the
// client build then needs neither ../shared nor this script, and a test rebuilds them in memory and fails when the
// committed ones are stale.
//   node scripts/map-data/build.mjs           write the files and print their sizes
//   node scripts/map-data/build.mjs --check   exit 1 when a committed file differs from what the inputs give
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { buildMapData } from './layers.mjs';
import { sourceFile } from '../geo-data/sources.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const outDir = path.join(root, 'client/src/components/map/data');

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

export function readInputs() {
  const geo = path.join(root, 'server/src/modules/geo/data');
  return {
    country: readJson(sourceFile('lk-country-small.geojson')),
    districts: readJson(sourceFile('lk-districts-smaller.geojson')),
    roads: readJson(path.join(geo, 'roads.json')),
    rail: readJson(path.join(geo, 'rail.json')),
    gazetteer: readJson(path.join(geo, 'gazetteer.json')),
  };
}

/** The files as they are written: compact JSON, one trailing newline. */
export function serialise(files) {
  return Object.fromEntries(Object.entries(files).map(([name, data]) => [`${name}.json`, `${JSON.stringify(data)}\n`]));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = serialise(buildMapData(readInputs()));
  if (process.argv.includes('--check')) {
    const stale = Object.entries(files).filter(([name, text]) => {
      const file = path.join(outDir, name);
      return !fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text;
    });
    if (stale.length > 0) {
      console.error(
        `Map data is stale (${stale.map(([name]) => name).join(', ')}): run \`npm run map:data\` and commit the result.`,
      );
      process.exit(1);
    }
    console.log('Map data is up to date.');
  } else {
    fs.rmSync(outDir, { recursive: true, force: true });
    fs.mkdirSync(outDir, { recursive: true });
    for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(outDir, name), text);
    for (const [name, text] of Object.entries(files)) {
      console.log(
        `${name.padEnd(18)} ${(text.length / 1024).toFixed(1).padStart(7)} KB raw ${(gzipSync(text, { level: 9 }).length / 1024).toFixed(1).padStart(6)} KB gzip`,
      );
    }
  }
}
