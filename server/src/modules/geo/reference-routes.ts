/**
 * Published road distances and driving times between well-known pairs, as the usual references give them (Google
 * Maps' suggested driving route without traffic, the Road Development Authority's distance tables and travel guides'
 * figures, rounded; recalled by the curator in 2026, not fetched). The engine must stay within 12% on distance and
 * 25% on time.
 */
export type ReferenceRoute = { readonly from: string; readonly to: string; readonly km: number; readonly hours: number; readonly note?: string };

export const referencePairs: readonly ReferenceRoute[] = [
  { from: 'Colombo', to: 'Kandy', km: 115, hours: 3.25, note: 'A1' },
  { from: 'Colombo', to: 'Galle', km: 125, hours: 1.9, note: 'E01 Southern Expressway' },
  { from: 'Kandy', to: 'Ella', km: 140, hours: 4.5, note: 'via Nuwara Eliya (A5) and Bandarawela' },
  { from: 'Colombo', to: 'Sigiriya', km: 175, hours: 4.25, note: 'via Kurunegala and Dambulla' },
  { from: 'Ella', to: 'Tissamaharama', km: 88, hours: 2, note: 'via Wellawaya (A2)' },
  { from: 'Colombo', to: 'Jaffna', km: 395, hours: 7.75, note: 'via Kurunegala and the A9, or Puttalam and Anuradhapura' },
  { from: 'Kandy', to: 'Trincomalee', km: 180, hours: 4.5, note: 'A9, A6' },
  { from: 'Galle', to: 'Mirissa', km: 35, hours: 0.85, note: 'A2 along the coast, about 50 minutes' },
  { from: 'Colombo', to: 'Negombo', km: 38, hours: 0.9, note: 'A3 or E03' },
  { from: 'Colombo', to: 'Anuradhapura', km: 205, hours: 4.5, note: '4 to 5 hours by most accounts' },
  { from: 'Kandy', to: 'Nuwara Eliya', km: 77, hours: 2.5, note: 'A5 via Ramboda' },
  { from: 'Nuwara Eliya', to: 'Ella', km: 57, hours: 1.9, note: 'A5, A23 via Welimada and Bandarawela' },
  { from: 'Colombo', to: 'Dambulla', km: 150, hours: 3.75 },
  { from: 'Dambulla', to: 'Polonnaruwa', km: 66, hours: 1.5, note: 'A6, A11 via Habarana' },
  { from: 'Colombo', to: 'Matara', km: 160, hours: 2.25, note: 'E01' },
  { from: 'Colombo', to: 'Ratnapura', km: 100, hours: 2.5, note: 'A4' },
  { from: 'Kandy', to: 'Sigiriya', km: 90, hours: 2.25, note: 'A9 via Dambulla' },
  { from: 'Colombo', to: 'Trincomalee', km: 260, hours: 6, note: 'via Kurunegala, Dambulla, Habarana' },
  { from: 'Ella', to: 'Arugam Bay', km: 130, hours: 3, note: 'via Wellawaya, Monaragala, Pottuvil' },
  { from: 'Galle', to: 'Hikkaduwa', km: 19, hours: 0.5, note: 'A2' },
  { from: 'Kandy', to: 'Dambulla', km: 72, hours: 1.9, note: 'A9' },
  { from: 'Anuradhapura', to: 'Jaffna', km: 195, hours: 4, note: 'A20, A9' },
  { from: 'Colombo', to: 'Hambantota', km: 240, hours: 3.25, note: 'E01' },
];
