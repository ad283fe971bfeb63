// The content module's public file: the guides, testimonials and images, read and checked once at boot.
export { ContentService, type DestinationRecord } from './content.service.js';
