import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { Actor } from '../lib/actor.js';

/** Built once per request: its own EntityManager fork, who is asking, and a logger carrying the request id. */
export type GraphQLContext = {
  readonly em: EntityManager;
  readonly actor: Actor;
  readonly requestId: string;
  readonly logger: Logger;
};
