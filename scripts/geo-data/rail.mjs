// Railway lines: stations in order (gazetteer names) and typical journey times in minutes between key stations,
// for the faster daily trains as the curator knows them (indicative; timetables change).
export const rail = [
  {
    id: 'main',
    name: 'Main Line',
    stations: ['Colombo Fort', 'Maradana', 'Ragama', 'Gampaha', 'Veyangoda', 'Mirigama', 'Ambepussa', 'Polgahawela', 'Rambukkana', 'Kadugannawa', 'Peradeniya', 'Gampola', 'Nawalapitiya', 'Hatton', 'Talawakele', 'Nanu Oya', 'Pattipola', 'Ohiya', 'Idalgashinna', 'Haputale', 'Diyatalawa', 'Bandarawela', 'Ella', 'Demodara', 'Badulla'],
    times: [['Colombo Fort', 'Polgahawela', 90], ['Polgahawela', 'Peradeniya', 75], ['Peradeniya', 'Nanu Oya', 240], ['Nanu Oya', 'Haputale', 110], ['Haputale', 'Ella', 70], ['Ella', 'Badulla', 60]],
  },
  {
    id: 'kandy-branch',
    name: 'Main Line (Kandy branch)',
    stations: ['Peradeniya', 'Kandy'],
    times: [['Peradeniya', 'Kandy', 15]],
  },
  {
    id: 'matale',
    name: 'Matale Line',
    // Akurana is not on the line (the A9 town lies about 4 km west of the track; OpenStreetMap has no station there).
    stations: ['Kandy', 'Katugastota', 'Wattegama', 'Matale'],
    times: [['Kandy', 'Matale', 80]],
  },
  {
    id: 'coastal',
    name: 'Coastal Line',
    stations: ['Colombo Fort', 'Kollupitiya', 'Bambalapitiya', 'Wellawatte', 'Dehiwala', 'Mount Lavinia', 'Moratuwa', 'Panadura', 'Wadduwa', 'Kalutara', 'Beruwala', 'Aluthgama', 'Bentota', 'Induruwa', 'Kosgoda', 'Balapitiya', 'Ambalangoda', 'Hikkaduwa', 'Dodanduwa', 'Galle', 'Unawatuna', 'Talpe', 'Koggala', 'Ahangama', 'Midigama', 'Weligama', 'Matara', 'Beliatta'],
    times: [['Colombo Fort', 'Aluthgama', 80], ['Aluthgama', 'Hikkaduwa', 45], ['Hikkaduwa', 'Galle', 25], ['Galle', 'Matara', 70], ['Matara', 'Beliatta', 30]],
  },
  {
    id: 'northern',
    name: 'Northern Line',
    stations: ['Polgahawela', 'Kurunegala', 'Maho', 'Galgamuwa', 'Anuradhapura', 'Medawachchiya', 'Vavuniya', 'Omanthai', 'Puliyankulam', 'Mankulam', 'Kilinochchi', 'Paranthan', 'Elephant Pass', 'Chavakachcheri', 'Jaffna', 'Kankesanthurai'],
    times: [['Polgahawela', 'Kurunegala', 25], ['Kurunegala', 'Maho', 35], ['Maho', 'Anuradhapura', 60], ['Anuradhapura', 'Vavuniya', 60], ['Vavuniya', 'Kilinochchi', 75], ['Kilinochchi', 'Jaffna', 60], ['Jaffna', 'Kankesanthurai', 30]],
  },
  {
    id: 'batticaloa',
    name: 'Batticaloa Line',
    stations: ['Maho', 'Galoya Junction', 'Minneriya', 'Polonnaruwa', 'Manampitiya', 'Welikanda', 'Valaichchenai', 'Eravur', 'Batticaloa'],
    times: [['Maho', 'Galoya Junction', 100], ['Galoya Junction', 'Polonnaruwa', 45], ['Polonnaruwa', 'Valaichchenai', 100], ['Valaichchenai', 'Batticaloa', 50]],
  },
  {
    id: 'trincomalee',
    name: 'Trincomalee Line',
    stations: ['Galoya Junction', 'Kantale', 'China Bay', 'Trincomalee'],
    times: [['Galoya Junction', 'Kantale', 60], ['Kantale', 'Trincomalee', 60]],
  },
  {
    id: 'kelani-valley',
    name: 'Kelani Valley Line',
    stations: ['Maradana', 'Borella', 'Nugegoda', 'Maharagama', 'Kottawa', 'Homagama', 'Padukka', 'Avissawella'],
    times: [['Maradana', 'Homagama', 55], ['Homagama', 'Avissawella', 80]],
  },
  {
    id: 'mannar',
    name: 'Mannar Line',
    stations: ['Medawachchiya', 'Murunkan', 'Mannar', 'Talaimannar'],
    times: [['Medawachchiya', 'Mannar', 120], ['Mannar', 'Talaimannar', 30]],
  },
];
