import express, { type RequestHandler } from 'express';
import { ValidationError } from '../errors/validation.js';

/** Far deeper than any input of ours (a route's waypoint point is six levels), far shallower than a stack. */
export const MAX_JSON_DEPTH = 32;

/**
 * JSON bodies for `/graphql` and `/api/*`: parsed as express.json does, then refused with 400 when nested deeper than
 * MAX_JSON_DEPTH. JSON.parse copes with any depth, but whatever walks the result recursively later (JSON.stringify
 * for a cache key, validators, loggers) would overflow the stack on `[[[[…]]]]` and answer 500.
 */
export function jsonBody(limit: string): RequestHandler[] {
  return [
    express.json({ limit }),
    (req, _res, next) => {
      checkDepth(req.body);
      next();
    },
  ];
}

function checkDepth(body: unknown): void {
  if (depthOf(body) > MAX_JSON_DEPTH)
    throw new ValidationError(`The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`, undefined, {
      kind: 'nestedTooDeeply',
      levels: MAX_JSON_DEPTH,
    });
}

/** Levels of arrays and objects in a parsed JSON value, counted without recursion and giving up past the limit. */
function depthOf(value: unknown): number {
  let deepest = 0;
  const pending: [unknown, number][] = [[value, 1]];
  while (pending.length > 0) {
    const [node, depth] = pending.pop()!;
    if (node === null || typeof node !== 'object') continue;
    deepest = Math.max(deepest, depth);
    if (deepest > MAX_JSON_DEPTH) break;
    for (const child of Object.values(node)) pending.push([child, depth + 1]);
  }
  return deepest;
}
