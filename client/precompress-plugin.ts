import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Worth compressing: text the browser asks for by URL. Images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|css|svg|json|geojson|txt|map|webmanifest)$/;
/** Smaller files gain too little to be worth a second copy. */
const MIN_BYTES = 1024;

/**
 * Writes each built asset compressed twice, beside itself: `.gz` at gzip's level 9 and `.br` at brotli's quality 11,
 * the slowest and smallest settings, affordable once at build time but never per request. The server sends the one
 * the browser accepts (server/src/lib/http/precompressed.ts); the assets are immutable, so each is compressed once.
 */
export function precompressPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'tripmate-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const assets = path.join(outDir, 'assets');
      for (const name of readdirSync(assets)) {
        const file = path.join(assets, name);
        if (!COMPRESSIBLE.test(name) || statSync(file).size < MIN_BYTES) continue;
        const bytes = readFileSync(file);
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(bytes, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
          }),
        );
      }
    },
  };
}
