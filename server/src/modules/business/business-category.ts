import { registerEnumType } from 'type-graphql';

/**
 * The spec's eight categories, then the kinds of business travellers in Sri Lanka look for. The values are the REST
 * and database spelling; GraphQL uses the member names. The spec's eight keep their values and meaning (an old
 * client sends and filters by them as before); nothing stored is re-labelled, since a `transportation` listing may be
 * a bus company as well as a tuk-tuk, and a guess would mislabel it.
 */
export enum BusinessCategory {
  RESTAURANT = 'restaurant',
  HOTEL = 'hotel',
  TOUR_GUIDE = 'tour-guide',
  TRANSPORTATION = 'transportation',
  ATTRACTION = 'attraction',
  SHOP = 'shop',
  ENTERTAINMENT = 'entertainment',
  OTHER = 'other',
  GUESTHOUSE = 'guesthouse',
  HOMESTAY = 'homestay',
  CAFE = 'cafe',
  DRIVER = 'driver',
  SURF_SCHOOL = 'surf-school',
  DIVE_CENTRE = 'dive-centre',
  AYURVEDA_SPA = 'ayurveda-spa',
  TOUR_OPERATOR = 'tour-operator',
}

export const businessCategories = Object.values(BusinessCategory);

/** Where travellers sleep: what a plan suggests at a base, and half of what a guide lists near it. */
export const stayCategories: readonly BusinessCategory[] = [
  BusinessCategory.GUESTHOUSE,
  BusinessCategory.HOMESTAY,
  BusinessCategory.HOTEL,
];
/** Where travellers eat: the other half of what a guide lists. */
export const eatCategories: readonly BusinessCategory[] = [BusinessCategory.RESTAURANT, BusinessCategory.CAFE];

registerEnumType(BusinessCategory, {
  name: 'BusinessCategory',
  description: 'What kind of business a listing is.',
  valuesConfig: {
    DRIVER: { description: 'A driver or tuk-tuk.' },
    AYURVEDA_SPA: { description: 'Ayurveda and spa.' },
  },
});
