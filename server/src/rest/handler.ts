import type { NextFunction, Request, RequestHandler, Response } from 'express';

/** Express 5 forwards rejected promises to the error handler; this only gives routes one typed signature. */
export type RestHandler = (req: Request, res: Response, next: NextFunction) => Promise<void> | void;

export const route = (handler: RestHandler): RequestHandler => handler;
