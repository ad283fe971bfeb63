/**
 * Published road distances and driving times between town pairs, with where each figure comes from:
 * - `source: 'google'`: Google Maps' suggested driving route without traffic, or travel guides' typical figures,
 *   rounded, as recalled by the curator in 2026 (not fetched: this machine has no internet access).
 * - `source: 'rda'`: the distance is the Road Development Authority's official road lengths (rda-roads.tsv) summed
 *   along the route, as the note says; the time is still a recalled typical time.
 * The engine must keep at least 95% of them within 12% on distance and 25% on time (see geo.accuracy.test.ts). They
 * calibrate the model (speeds, terrain), never a pair's answer.
 */
export const provinces = ['Western', 'Central', 'Southern', 'Sabaragamuwa', 'Uva', 'Eastern', 'North Central', 'North Western', 'Northern'] as const;
export type Province = (typeof provinces)[number];

export type ReferenceRoute = {
  readonly from: string;
  readonly to: string;
  readonly km: number;
  readonly hours: number;
  readonly provinces: readonly Province[];
  readonly source: 'google' | 'rda';
  readonly note?: string;
};

export const referencePairs: readonly ReferenceRoute[] = [
  { from: 'Colombo', to: 'Kandy', km: 115, hours: 3.25, provinces: ['Western', 'Central'], source: 'rda', note: 'A1; RDA AA001 Colombo - Kandy 115.85 km' },
  { from: 'Colombo', to: 'Galle', km: 125, hours: 1.9, provinces: ['Western', 'Southern'], source: 'google', note: 'E01 Southern Expressway' },
  { from: 'Kandy', to: 'Ella', km: 140, hours: 4.5, provinces: ['Central', 'Uva'], source: 'google', note: 'via Nuwara Eliya (A5) and Bandarawela' },
  { from: 'Colombo', to: 'Sigiriya', km: 175, hours: 4.25, provinces: ['Western', 'Central'], source: 'google', note: 'via Kurunegala and Dambulla' },
  { from: 'Ella', to: 'Tissamaharama', km: 88, hours: 2, provinces: ['Uva', 'Southern'], source: 'google', note: 'via Wellawaya (A2)' },
  { from: 'Colombo', to: 'Jaffna', km: 395, hours: 7.75, provinces: ['Western', 'Northern'], source: 'google', note: 'via Kurunegala and the A9, or Puttalam and Anuradhapura' },
  { from: 'Kandy', to: 'Trincomalee', km: 180, hours: 4.5, provinces: ['Central', 'Eastern'], source: 'google', note: 'A9, A6' },
  { from: 'Galle', to: 'Mirissa', km: 35, hours: 0.85, provinces: ['Southern'], source: 'google', note: 'A2 along the coast, about 50 minutes' },
  { from: 'Colombo', to: 'Negombo', km: 38, hours: 0.9, provinces: ['Western'], source: 'google', note: 'A3 or E03' },
  { from: 'Colombo', to: 'Anuradhapura', km: 205, hours: 4.5, provinces: ['Western', 'North Central'], source: 'google', note: '4 to 5 hours by most accounts' },
  { from: 'Kandy', to: 'Nuwara Eliya', km: 77, hours: 2.5, provinces: ['Central'], source: 'google', note: 'A5 via Ramboda' },
  { from: 'Nuwara Eliya', to: 'Ella', km: 57, hours: 1.9, provinces: ['Central', 'Uva'], source: 'google', note: 'A5, then Welimada and Bandarawela' },
  { from: 'Colombo', to: 'Dambulla', km: 150, hours: 3.75, provinces: ['Western', 'Central'], source: 'google' },
  { from: 'Dambulla', to: 'Polonnaruwa', km: 66, hours: 1.5, provinces: ['Central', 'North Central'], source: 'google', note: 'A6, A11 via Habarana' },
  { from: 'Colombo', to: 'Matara', km: 160, hours: 2.25, provinces: ['Western', 'Southern'], source: 'google', note: 'E01' },
  { from: 'Colombo', to: 'Ratnapura', km: 100, hours: 2.5, provinces: ['Western', 'Sabaragamuwa'], source: 'google', note: 'A4' },
  { from: 'Kandy', to: 'Sigiriya', km: 90, hours: 2.25, provinces: ['Central'], source: 'google', note: 'A9 via Dambulla' },
  { from: 'Colombo', to: 'Trincomalee', km: 260, hours: 6, provinces: ['Western', 'Eastern'], source: 'google', note: 'via Kurunegala, Dambulla, Habarana' },
  { from: 'Ella', to: 'Arugam Bay', km: 130, hours: 3, provinces: ['Uva', 'Eastern'], source: 'google', note: 'via Wellawaya, Monaragala, Pottuvil' },
  { from: 'Galle', to: 'Hikkaduwa', km: 19, hours: 0.5, provinces: ['Southern'], source: 'google', note: 'A2' },
  { from: 'Kandy', to: 'Dambulla', km: 72, hours: 1.9, provinces: ['Central'], source: 'google', note: 'A9' },
  { from: 'Anuradhapura', to: 'Jaffna', km: 195, hours: 4, provinces: ['North Central', 'Northern'], source: 'google', note: 'A20, A9' },
  { from: 'Colombo', to: 'Hambantota', km: 240, hours: 3.25, provinces: ['Western', 'Southern'], source: 'google', note: 'E01' },
  { from: 'Colombo', to: 'Ella', km: 210, hours: 6, provinces: ['Western', 'Uva'], source: 'google', note: 'the usual road, A4 via Ratnapura, Balangoda and Haputale' },
  { from: 'Colombo', to: 'Bentota', km: 64, hours: 1.6, provinces: ['Western', 'Southern'], source: 'google', note: 'A2 along the coast' },
  { from: 'Sigiriya', to: 'Polonnaruwa', km: 60, hours: 1.25, provinces: ['Central', 'North Central'], source: 'google', note: 'via Habarana and the A11' },
  { from: 'Mirissa', to: 'Weligama', km: 6, hours: 0.25, provinces: ['Southern'], source: 'google', note: 'A2, about 15 minutes' },
  { from: 'Colombo', to: 'Kurunegala', km: 94, hours: 2.25, provinces: ['Western', 'North Western'], source: 'google' },
  { from: 'Colombo', to: 'Puttalam', km: 130, hours: 3, provinces: ['Western', 'North Western'], source: 'google', note: 'A3 via Negombo and Chilaw' },
  { from: 'Colombo', to: 'Chilaw', km: 80, hours: 2, provinces: ['Western', 'North Western'], source: 'google', note: 'A3' },
  { from: 'Kandy', to: 'Kurunegala', km: 42, hours: 1.2, provinces: ['Central', 'North Western'], source: 'google', note: 'A10' },
  { from: 'Kurunegala', to: 'Anuradhapura', km: 112, hours: 2.5, provinces: ['North Western', 'North Central'], source: 'google', note: 'A10 to Padeniya, then A28' },
  { from: 'Kurunegala', to: 'Puttalam', km: 84, hours: 1.75, provinces: ['North Western'], source: 'rda', note: 'A10: AA010 Katugastota - Puttalam 124.58 km less Katugastota - Kurunegala' },
  { from: 'Puttalam', to: 'Anuradhapura', km: 73, hours: 1.5, provinces: ['North Western', 'North Central'], source: 'google', note: 'A12' },
  { from: 'Anuradhapura', to: 'Trincomalee', km: 105, hours: 2.25, provinces: ['North Central', 'Eastern'], source: 'google', note: 'A12 via Mihintale and Horowpothana' },
  { from: 'Anuradhapura', to: 'Polonnaruwa', km: 101, hours: 2.25, provinces: ['North Central'], source: 'google', note: 'via Maradankadawala and Habarana' },
  { from: 'Anuradhapura', to: 'Vavuniya', km: 55, hours: 1.1, provinces: ['North Central', 'Northern'], source: 'google', note: 'A20, A9' },
  { from: 'Vavuniya', to: 'Jaffna', km: 140, hours: 2.75, provinces: ['Northern'], source: 'google', note: 'A9' },
  { from: 'Kilinochchi', to: 'Jaffna', km: 65, hours: 1.25, provinces: ['Northern'], source: 'google', note: 'A9 via Elephant Pass' },
  { from: 'Kilinochchi', to: 'Mullaitivu', km: 58, hours: 1.25, provinces: ['Northern'], source: 'rda', note: 'A35: AA035 Paranthan - Mullaitivu 52.13 km plus Kilinochchi - Paranthan on the A9' },
  { from: 'Anuradhapura', to: 'Mannar', km: 112, hours: 2.25, provinces: ['North Central', 'Northern'], source: 'rda', note: 'A20, A9 to Medawachchiya, A14: the AA014 Medawachchiya - Talaimannar 113.84 km less Mannar - Talaimannar' },
  { from: 'Jaffna', to: 'Point Pedro', km: 34, hours: 0.8, provinces: ['Northern'], source: 'rda', note: 'AB020 Jaffna - Point Pedro 33.79 km' },
  { from: 'Jaffna', to: 'Kankesanthurai', km: 18.5, hours: 0.5, provinces: ['Northern'], source: 'rda', note: 'AB016 Jaffna - Kankesanturai 18.5 km' },
  { from: 'Trincomalee', to: 'Batticaloa', km: 131, hours: 2.75, provinces: ['Eastern'], source: 'rda', note: 'A15: AA015 Batticaloa - Trincomalee 130.86 km' },
  { from: 'Batticaloa', to: 'Ampara', km: 66, hours: 1.4, provinces: ['Eastern'], source: 'google', note: 'A4 to Karativu, then A31' },
  { from: 'Batticaloa', to: 'Arugam Bay', km: 115, hours: 2.5, provinces: ['Eastern'], source: 'google', note: 'A4 via Kalmunai, Akkaraipattu and Pottuvil' },
  { from: 'Batticaloa', to: 'Kalmunai', km: 38, hours: 0.9, provinces: ['Eastern'], source: 'google', note: 'A4' },
  { from: 'Ampara', to: 'Monaragala', km: 82, hours: 1.75, provinces: ['Eastern', 'Uva'], source: 'rda', note: 'A25: AA025 Siyambalanduwa - Ampara 57.12 km, plus Monaragala - Siyambalanduwa on the A4' },
  { from: 'Polonnaruwa', to: 'Batticaloa', km: 100, hours: 2.25, provinces: ['North Central', 'Eastern'], source: 'google', note: 'A11 via Welikanda and Valaichchenai, then A15' },
  { from: 'Habarana', to: 'Trincomalee', km: 84, hours: 1.75, provinces: ['North Central', 'Eastern'], source: 'google', note: 'A6 via Kantale' },
  { from: 'Trincomalee', to: 'Nilaveli', km: 16, hours: 0.4, provinces: ['Eastern'], source: 'google' },
  { from: 'Dambulla', to: 'Habarana', km: 23, hours: 0.45, provinces: ['Central', 'North Central'], source: 'google', note: 'A6' },
  { from: 'Dambulla', to: 'Anuradhapura', km: 67, hours: 1.4, provinces: ['Central', 'North Central'], source: 'google', note: 'A9, A13' },
  { from: 'Kandy', to: 'Matale', km: 26, hours: 0.75, provinces: ['Central'], source: 'google', note: 'A9' },
  { from: 'Matale', to: 'Dambulla', km: 45, hours: 1, provinces: ['Central'], source: 'google', note: 'A9' },
  { from: 'Kandy', to: 'Mahiyanganaya', km: 75, hours: 2.25, provinces: ['Central', 'Uva'], source: 'rda', note: 'A26: AA026 Kandy - Mahiyangana - Padiyatalawa 105.23 km less Mahiyanganaya - Padiyatalawa' },
  { from: 'Kandy', to: 'Kegalle', km: 40, hours: 1.1, provinces: ['Central', 'Sabaragamuwa'], source: 'google', note: 'A1' },
  { from: 'Nuwara Eliya', to: 'Badulla', km: 57, hours: 1.9, provinces: ['Central', 'Uva'], source: 'google', note: 'A5 via Welimada' },
  { from: 'Hatton', to: 'Nuwara Eliya', km: 40, hours: 1.25, provinces: ['Central'], source: 'google', note: 'A7 via Talawakele' },
  { from: 'Colombo', to: 'Hatton', km: 140, hours: 4, provinces: ['Western', 'Central'], source: 'google', note: 'A4 to Avissawella, then A7 via Kitulgala' },
  { from: 'Colombo', to: 'Nuwara Eliya', km: 175, hours: 5, provinces: ['Western', 'Central'], source: 'rda', note: 'A4 to Avissawella (about 58 km) plus AA007 Avissawella - Nuwara Eliya 118.7 km' },
  { from: 'Colombo', to: 'Avissawella', km: 58, hours: 1.5, provinces: ['Western', 'Sabaragamuwa'], source: 'google', note: 'A4' },
  { from: 'Colombo', to: 'Kegalle', km: 78, hours: 2, provinces: ['Western', 'Sabaragamuwa'], source: 'google', note: 'A1' },
  { from: 'Ratnapura', to: 'Balangoda', km: 43, hours: 1, provinces: ['Sabaragamuwa'], source: 'google', note: 'A4' },
  { from: 'Ratnapura', to: 'Embilipitiya', km: 77, hours: 1.75, provinces: ['Sabaragamuwa'], source: 'google', note: 'A4 to Pelmadulla, then A18' },
  { from: 'Panadura', to: 'Ratnapura', km: 68, hours: 1.75, provinces: ['Western', 'Sabaragamuwa'], source: 'rda', note: 'AA008 Panadura - Ratnapura 67.77 km' },
  { from: 'Badulla', to: 'Ella', km: 22, hours: 0.75, provinces: ['Uva'], source: 'google' },
  { from: 'Badulla', to: 'Monaragala', km: 50, hours: 1.4, provinces: ['Uva'], source: 'rda', note: 'Badulla - Passara on the A5 plus AA022 Passara - Monaragala 34.11 km' },
  { from: 'Badulla', to: 'Bandarawela', km: 28, hours: 0.9, provinces: ['Uva'], source: 'google' },
  { from: 'Ella', to: 'Haputale', km: 25, hours: 0.8, provinces: ['Uva'], source: 'google', note: 'via Bandarawela' },
  { from: 'Ella', to: 'Wellawaya', km: 27, hours: 0.75, provinces: ['Uva'], source: 'rda', note: 'A23: AA023 Wellawaya - Ella - Kumbalwela 30.57 km less Ella - Kumbalwela' },
  { from: 'Tissamaharama', to: 'Kataragama', km: 17, hours: 0.4, provinces: ['Southern', 'Uva'], source: 'rda', note: 'B464 Weerawila - Tissa - Kataragama 23.89 km less Weerawila - Tissa' },
  { from: 'Hambantota', to: 'Tissamaharama', km: 32, hours: 0.6, provinces: ['Southern'], source: 'google', note: 'A2 to Wirawila' },
  { from: 'Matara', to: 'Tangalle', km: 36, hours: 0.85, provinces: ['Southern'], source: 'google', note: 'A2 via Dickwella' },
  { from: 'Tangalle', to: 'Hambantota', km: 42, hours: 0.75, provinces: ['Southern'], source: 'google', note: 'A2' },
  { from: 'Galle', to: 'Matara', km: 45, hours: 0.9, provinces: ['Southern'], source: 'google', note: '50 minutes by the E01, 1 h 10 by the coast road' },
  { from: 'Colombo', to: 'Kalutara', km: 43, hours: 1.1, provinces: ['Western'], source: 'google', note: 'A2' },
  { from: 'Kalutara', to: 'Galle', km: 75, hours: 1.25, provinces: ['Western', 'Southern'], source: 'google', note: 'by the E01 from Dodangoda' },
  { from: 'Colombo', to: 'Gampaha', km: 27, hours: 0.8, provinces: ['Western'], source: 'google' },
  { from: 'Bandaranaike International Airport', to: 'Kandy', km: 98, hours: 3, provinces: ['Western', 'Central'], source: 'google', note: 'via Veyangoda and the A1' },
  { from: 'Bandaranaike International Airport', to: 'Colombo', km: 33, hours: 0.6, provinces: ['Western'], source: 'google', note: 'E03' },
  { from: 'Bandaranaike International Airport', to: 'Negombo', km: 10, hours: 0.3, provinces: ['Western'], source: 'google' },
  { from: 'Colombo', to: 'Polonnaruwa', km: 225, hours: 5, provinces: ['Western', 'North Central'], source: 'google', note: 'via Kurunegala, Dambulla and Habarana' },
  { from: 'Embilipitiya', to: 'Hambantota', km: 45, hours: 1, provinces: ['Sabaragamuwa', 'Southern'], source: 'google', note: 'A18 to the A2, then east' },
  { from: 'Badulla', to: 'Mahiyanganaya', km: 50, hours: 1.5, provinces: ['Uva'], source: 'google' },
];
