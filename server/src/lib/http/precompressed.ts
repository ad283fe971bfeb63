import { existsSync } from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';

/** The encodings build time writes beside each asset (client/precompress-plugin.ts), best first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/**
 * Serves an asset's precompressed copy when the browser accepts it: brotli, else gzip, with the type of the asset
 * itself and `Vary: Accept-Encoding`. Anything else (no copy, an encoding not accepted, a name that is not a plain
 * file name) goes on to the static files, uncompressed or compressed per request as before. Whether a copy exists
 * is looked up once per file: the built assets do not change while the server runs.
 */
export function precompressed(dir: string, headers: Record<string, string>): RequestHandler {
  const exists = new Map<string, boolean>();
  const has = (file: string) => {
    let found = exists.get(file);
    if (found === undefined) {
      found = existsSync(file);
      if (exists.size < 10_000) exists.set(file, found);
    }
    return found;
  };
  return (req, res, next) => {
    const name = req.path.slice(1);
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !/^[\w.-]+$/.test(name) || name.startsWith('.'))
      return next();
    // The smallest the browser takes, whatever order it lists them in.
    const encoding = ENCODINGS.find((candidate) => req.acceptsEncodings(candidate.name) === candidate.name);
    res.vary('Accept-Encoding');
    if (!encoding || !has(path.join(dir, name + encoding.suffix))) return next();
    res.type(path.extname(name));
    res.setHeader('Content-Encoding', encoding.name);
    for (const [header, value] of Object.entries(headers)) res.setHeader(header, value);
    res.sendFile(
      name + encoding.suffix,
      { root: dir, dotfiles: 'deny', cacheControl: false, lastModified: true },
      (error) => {
        if (!error) return;
        // Gone since it was looked up (a rebuild under a running server): the plain file may still be there.
        if ((error as NodeJS.ErrnoException).code === 'ENOENT' && !res.headersSent) {
          exists.set(path.join(dir, name + encoding.suffix), false);
          res.removeHeader('Content-Encoding');
          next();
          return;
        }
        next(error);
      },
    );
  };
}
