import { fileURLToPath } from 'node:url';
import path from 'node:path';

// server/src/config (sources, under tsx) and server/dist/config (compiled) both sit three levels below the root.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export const paths = {
  root,
  dotEnv: path.join(root, '.env'),
  dataDir: path.join(root, '.data'),
  clientDist: path.join(root, 'client/dist'),
  schemaFile: path.join(root, 'schema.graphql'),
  /** Destination guides, testimonials and the image manifest: one source for the server and the client. */
  content: path.join(root, 'content'),
  migrations: path.join(root, 'server/src/db/migrations'),
  migrationsDist: path.join(root, 'server/dist/db/migrations'),
};
