import type { BusinessCategory, BusinessPriceRange } from '../gql/graphql';

// How the directory's categories and price ranges read, wherever a listing is shown (the directory, guides, plans).

/**
 * In the order people expect to scan them (where to stay, to eat, to go, what to do, then the rest), with the words
 * they read. The spec's eight keep their labels; Other stays last.
 */
export const businessCategories: readonly { value: BusinessCategory; label: string; palette: string }[] = [
  { value: 'HOTEL', label: 'Hotel', palette: 'purple' },
  { value: 'GUESTHOUSE', label: 'Guesthouse', palette: 'purple' },
  { value: 'HOMESTAY', label: 'Homestay', palette: 'purple' },
  { value: 'RESTAURANT', label: 'Restaurant', palette: 'orange' },
  { value: 'CAFE', label: 'Café', palette: 'orange' },
  { value: 'TOUR_GUIDE', label: 'Tour Guide', palette: 'green' },
  { value: 'TOUR_OPERATOR', label: 'Tour Operator', palette: 'green' },
  { value: 'DRIVER', label: 'Driver or Tuk-tuk', palette: 'blue' },
  { value: 'TRANSPORTATION', label: 'Transportation', palette: 'blue' },
  { value: 'SURF_SCHOOL', label: 'Surf School', palette: 'cyan' },
  { value: 'DIVE_CENTRE', label: 'Dive Centre', palette: 'cyan' },
  { value: 'AYURVEDA_SPA', label: 'Ayurveda & Spa', palette: 'teal' },
  { value: 'ATTRACTION', label: 'Attraction', palette: 'pink' },
  { value: 'ENTERTAINMENT', label: 'Entertainment', palette: 'red' },
  { value: 'SHOP', label: 'Shop', palette: 'yellow' },
  { value: 'OTHER', label: 'Other', palette: 'gray' },
];

export function categoryOf(value: BusinessCategory) {
  return businessCategories.find((category) => category.value === value) ?? { value, label: value, palette: 'gray' };
}

export function isBusinessCategory(value: string): value is BusinessCategory {
  return businessCategories.some((category) => category.value === value);
}

export const priceRanges: readonly { value: BusinessPriceRange; symbol: string; label: string }[] = [
  { value: 'BUDGET', symbol: '$', label: 'Budget' },
  { value: 'MODERATE', symbol: '$$', label: 'Moderate' },
  { value: 'UPSCALE', symbol: '$$$', label: 'Upscale' },
  { value: 'LUXURY', symbol: '$$$$', label: 'Luxury' },
];

export const priceRangeOf = (value: BusinessPriceRange) =>
  priceRanges.find((range) => range.value === value) ?? { value, symbol: value, label: value };
