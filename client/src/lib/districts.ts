/**
 * Sri Lanka's 25 districts, as the server stores a listing's district (the Survey Department's boundaries); the
 * directory filters by them. The server's list is `DISTRICT_NAMES` in its geo module.
 */
export const districts = [
  'Ampara', 'Anuradhapura', 'Badulla', 'Batticaloa', 'Colombo', 'Galle', 'Gampaha', 'Hambantota', 'Jaffna', 'Kalutara',
  'Kandy', 'Kegalle', 'Kilinochchi', 'Kurunegala', 'Mannar', 'Matale', 'Matara', 'Monaragala', 'Mullaitivu',
  'Nuwara Eliya', 'Polonnaruwa', 'Puttalam', 'Ratnapura', 'Trincomalee', 'Vavuniya',
] as const;

export function isDistrict(value: string): value is (typeof districts)[number] {
  return (districts as readonly string[]).includes(value);
}
