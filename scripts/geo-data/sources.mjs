// Where the build scripts read the raw open data: the unchanged copies of ../shared/geodata kept in
// scripts/geo-data/sources/ (so a build needs nothing outside the repository), or GEODATA_DIR when set.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const kept = path.join(path.dirname(fileURLToPath(import.meta.url)), 'sources');

/** The path of one raw data file (for example `osm-railways-lines.geojson`); fails, naming it, when it is missing. */
export function sourceFile(name) {
  const file = path.join(process.env.GEODATA_DIR || kept, name);
  if (!fs.existsSync(file))
    throw new Error(`The raw data file ${file} is missing: copy it from ../shared/geodata, or set GEODATA_DIR.`);
  return file;
}
