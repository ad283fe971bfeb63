import type { BusinessCategory } from '../../gql/graphql';

/** In the order people expect to scan them, with the words they read. */
export const businessCategories: readonly { value: BusinessCategory; label: string; palette: string }[] = [
  { value: 'RESTAURANT', label: 'Restaurant', palette: 'orange' },
  { value: 'HOTEL', label: 'Hotel', palette: 'purple' },
  { value: 'TOUR_GUIDE', label: 'Tour Guide', palette: 'green' },
  { value: 'TRANSPORTATION', label: 'Transportation', palette: 'blue' },
  { value: 'ATTRACTION', label: 'Attraction', palette: 'pink' },
  { value: 'SHOP', label: 'Shop', palette: 'yellow' },
  { value: 'ENTERTAINMENT', label: 'Entertainment', palette: 'red' },
  { value: 'OTHER', label: 'Other', palette: 'gray' },
];

export function categoryOf(value: BusinessCategory) {
  return businessCategories.find((category) => category.value === value) ?? { value, label: value, palette: 'gray' };
}

export function isBusinessCategory(value: string): value is BusinessCategory {
  return businessCategories.some((category) => category.value === value);
}
