// The content module's public file: the guides, testimonials, images and help articles, read and checked once at boot.
export { ContentService, type DestinationRecord } from './content.service.js';
export type { HelpArticle } from './content.schema.js';
/** The guide's GraphQL type, for the fields other modules add to it (the business directory's nearby listings). */
export { Destination } from './content.types.js';
