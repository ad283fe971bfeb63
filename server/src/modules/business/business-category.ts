import { registerEnumType } from 'type-graphql';

/** The spec's eight categories. The values are the REST and database spelling; GraphQL uses the member names. */
export enum BusinessCategory {
  RESTAURANT = 'restaurant',
  HOTEL = 'hotel',
  TOUR_GUIDE = 'tour-guide',
  TRANSPORTATION = 'transportation',
  ATTRACTION = 'attraction',
  SHOP = 'shop',
  ENTERTAINMENT = 'entertainment',
  OTHER = 'other',
}

export const businessCategories = Object.values(BusinessCategory);

registerEnumType(BusinessCategory, {
  name: 'BusinessCategory',
  description: 'What kind of business a listing is.',
});
