import cards from 'virtual:destination-cards';
import type { Destination } from './destinations';

export type DestinationCard = Pick<Destination, 'slug' | 'name' | 'summary' | 'image'>;

/** What the home page's cards show, without the rest of each guide (client/content-plugin.ts picks the fields). */
export const destinationCards = cards as readonly DestinationCard[];
