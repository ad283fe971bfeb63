import { BusinessPriceRange } from './business-details.js';

/**
 * What a typical double room costs a night, in LKR (2025), at a stay listed at each price range. OUR ASSUMPTION, not a
 * published scale: a listing's $ to $$$$ is its owner's word for how dear it is among places of its kind. The three
 * lower figures are the TripMate planner's own room rates (server/src/modules/planner/data/rates.json, "TripMate
 * curation from published 2024-2025 price ranges"), whose typical ranges the bands follow:
 *   $     family guesthouse or homestay       8,000  (stay.budget: about 5,000-10,000)
 *   $$    3-star hotel, good boutique place  18,000  (stay.midrange: about 12,000-25,000)
 *   $$$   4-star hotel or boutique villa     40,000  (stay.comfort: about 30,000-60,000)
 *   $$$$  5-star hotel or luxury lodge       80,000  (above stay.comfort's range, which rates.json leaves out;
 *                                                      our figure for where such places start to be typical)
 * Change them with the rates: a plan prices its nights from rates.json, and a suggestion must fit the same budget.
 */
export const typicalRoomNightLkr: Readonly<Record<BusinessPriceRange, number>> = {
  [BusinessPriceRange.BUDGET]: 8_000,
  [BusinessPriceRange.MODERATE]: 18_000,
  [BusinessPriceRange.UPSCALE]: 40_000,
  [BusinessPriceRange.LUXURY]: 80_000,
};

/**
 * The price ranges a party's budget fits: those whose typical room costs no more than the budget allows for one room
 * a night. A listing that gives no price range cannot be said to fit, so it is never suggested.
 */
export function priceRangesWithin(perRoomPerNightLkr: number): BusinessPriceRange[] {
  return (Object.keys(typicalRoomNightLkr) as BusinessPriceRange[]).filter(
    (range) => typicalRoomNightLkr[range] <= perRoomPerNightLkr,
  );
}
