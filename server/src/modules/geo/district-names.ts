/**
 * Sri Lanka's 25 administrative districts, as the district boundaries (data/districts.json) name them and as a
 * listing's `district` is stored. A fixed list, so input can be checked without the geo data loaded; a test keeps it
 * equal to the data.
 */
export const DISTRICT_NAMES = [
  'Ampara',
  'Anuradhapura',
  'Badulla',
  'Batticaloa',
  'Colombo',
  'Galle',
  'Gampaha',
  'Hambantota',
  'Jaffna',
  'Kalutara',
  'Kandy',
  'Kegalle',
  'Kilinochchi',
  'Kurunegala',
  'Mannar',
  'Matale',
  'Matara',
  'Monaragala',
  'Mullaitivu',
  'Nuwara Eliya',
  'Polonnaruwa',
  'Puttalam',
  'Ratnapura',
  'Trincomalee',
  'Vavuniya',
] as const;
