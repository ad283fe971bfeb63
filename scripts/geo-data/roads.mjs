// Curated road network: each entry is one stretch of one road, as [road, class, terrain, [places in order]].
// class: expressway | A | B (a few B-roads that reach sights the A-roads miss). terrain: urban | flat | rolling | hill.
// Consecutive places become one edge each. Road numbers follow the Road Development Authority's A-road list as the
// curator knows it; see the README for what is approximate.
export const roads = [
  // Expressways
  // Every place on an expressway is one of its interchanges (listed in road-calibration.mjs); towns are reached by links.
  [
    'E01',
    'expressway',
    'flat',
    [
      'Kottawa',
      'Kahathuduwa',
      'Gelanigama',
      'Dodangoda',
      'Welipenna',
      'Kurundugahahetekma',
      'Baddegama',
      'Pinnaduwa',
      'Imaduwa',
      'Kokmaduwa',
      'Godagama',
      'Beliatta Interchange',
      'Angunakolapelessa',
      'Sooriyawewa Interchange',
      'Mattala Interchange',
    ],
  ],
  ['E02', 'expressway', 'flat', ['Kottawa', 'Kaduwela Interchange', 'Kadawatha', 'Peliyagoda']],
  ['E03', 'expressway', 'flat', ['Peliyagoda', 'Ja-Ela Interchange', 'Katunayake Interchange']],
  // E04 section 1 (Kadawatha - Mirigama) was still being built as far as the curator knows; only section 2 is in.
  ['E04', 'expressway', 'flat', ['Mirigama Interchange', 'Pothuhera']],
  ['B', 'B', 'rolling', ['Mirigama Interchange', 'Mirigama']],
  ['B', 'B', 'urban', ['Kaduwela Interchange', 'Kaduwela']],
  ['B', 'B', 'flat', ['Ja-Ela Interchange', 'Ja-Ela']],
  ['B', 'B', 'flat', ['Katunayake Interchange', 'Katunayake']],
  ['B', 'B', 'flat', ['Beliatta Interchange', 'Beliatta']],
  ['B', 'B', 'flat', ['Mattala Interchange', 'Mattala Rajapaksa International Airport']],
  // Expressway access roads
  ['B', 'B', 'urban', ['Colombo Fort', 'Pettah', 'Maradana', 'Borella']],
  ['B', 'B', 'urban', ['Borella', 'Battaramulla', 'Malabe', 'Kaduwela']],
  ['B', 'B', 'rolling', ['Pinnaduwa', 'Galle']],
  ['B', 'B', 'rolling', ['Kokmaduwa', 'Weligama']],
  ['B', 'B', 'rolling', ['Godagama', 'Matara']],
  ['B', 'B', 'rolling', ['Beliatta', 'Tangalle']],
  ['B', 'B', 'rolling', ['Welipenna', 'Aluthgama']],
  ['B', 'B', 'rolling', ['Kahathuduwa', 'Horana']],
  ['B', 'B', 'rolling', ['Gelanigama', 'Panadura']],
  ['B', 'B', 'rolling', ['Dodangoda', 'Kalutara']],
  ['B', 'B', 'rolling', ['Baddegama', 'Hikkaduwa']],
  ['B', 'B', 'rolling', ['Kurundugahahetekma', 'Ambalangoda']],
  // The E06 link from the Andarawewa interchange into Hambantota, simplified to start at the Sooriyawewa interchange.
  ['E06', 'A', 'open', ['Sooriyawewa Interchange', 'Hambantota']],
  ['B', 'B', 'flat', ['Mattala Interchange', 'Wirawila']],
  ['B', 'B', 'rolling', ['Mirigama', 'Pasyala']],
  ['B', 'B', 'rolling', ['Pothuhera', 'Kurunegala']],
  ['B', 'B', 'flat', ['Katunayake Interchange', 'Bandaranaike International Airport']],
  ['B', 'B', 'flat', ['Katunayake', 'Bandaranaike International Airport']],
  // A1 Colombo - Kandy
  ['A1', 'A', 'urban', ['Colombo Fort', 'Peliyagoda', 'Kiribathgoda', 'Kadawatha']],
  [
    'A1',
    'A',
    'flat',
    ['Kadawatha', 'Yakkala', 'Nittambuwa', 'Pasyala', 'Warakapola', 'Ambepussa', 'Kegalle', 'Mawanella'],
  ],
  ['A1', 'A', 'rolling', ['Mawanella', 'Kadugannawa', 'Peradeniya']],
  ['A33', 'A', 'flat', ['Ja-Ela', 'Ekala', 'Gampaha', 'Yakkala']],
  ['B', 'B', 'flat', ['Gampaha', 'Minuwangoda']],
  // Kadawatha - Ganemulla - Gampaha: the B058 Biyanwila - Ganemulla (Biyanwila is by Kadawatha on the A1), then on
  // to Gampaha (the B226 Kirindiwita - Ganemulla is believed to be part of that stretch; not sure); RDA road list.
  // Biyanwila and Kirindiwita are not in the gazetteer, so the road runs from Kadawatha and keeps the fitted bend.
  ['B', 'B', 'flat', ['Kadawatha', 'Ganemulla', 'Gampaha']],
  ['A1', 'A', 'urban', ['Peradeniya', 'Kandy']],
  // A2 Colombo - Galle - Matara - Hambantota - Wellawaya
  [
    'A2',
    'A',
    'urban',
    ['Colombo Fort', 'Kollupitiya', 'Bambalapitiya', 'Wellawatte', 'Dehiwala', 'Mount Lavinia', 'Moratuwa', 'Panadura'],
  ],
  [
    'A2',
    'A',
    'flat',
    [
      'Panadura',
      'Wadduwa',
      'Kalutara',
      'Beruwala',
      'Aluthgama',
      'Bentota',
      'Induruwa',
      'Kosgoda',
      'Balapitiya',
      'Ambalangoda',
      'Hikkaduwa',
      'Dodanduwa',
      'Galle',
      'Unawatuna',
      'Talpe',
      'Koggala',
      'Ahangama',
      'Midigama',
      'Weligama',
      'Mirissa',
      'Matara',
      'Dondra',
      'Dickwella',
      'Tangalle',
    ],
  ],
  ['A2', 'A', 'open', ['Tangalle', 'Ranna', 'Ambalantota', 'Hambantota', 'Wirawila', 'Thanamalwila', 'Wellawaya']],
  // A3 Peliyagoda - Negombo - Puttalam
  ['A3', 'A', 'urban', ['Peliyagoda', 'Wattala', 'Ja-Ela']],
  [
    'A3',
    'A',
    'flat',
    [
      'Ja-Ela',
      'Seeduwa',
      'Katunayake',
      'Negombo',
      'Kochchikade',
      'Wennappuwa',
      'Marawila',
      'Madampe',
      'Chilaw',
      'Mundalama',
      'Puttalam',
    ],
  ],
  // A4 Colombo - Ratnapura - Wellawaya - Pottuvil - Batticaloa
  ['A4', 'A', 'urban', ['Borella', 'Nugegoda']],
  ['A4', 'A', 'urban', ['Nugegoda', 'Maharagama', 'Kottawa', 'Homagama']],
  [
    'A4',
    'A',
    'flat',
    [
      'Homagama',
      'Padukka',
      'Hanwella',
      'Avissawella',
      'Eheliyagoda',
      'Kuruwita',
      'Ratnapura',
      'Pelmadulla',
      'Balangoda',
    ],
  ],
  ['A4', 'A', 'hill', ['Balangoda', 'Belihuloya', 'Haldummulla', 'Beragala', 'Koslanda', 'Wellawaya']],
  [
    'A4',
    'A',
    'open',
    [
      'Wellawaya',
      'Buttala',
      'Monaragala',
      'Siyambalanduwa',
      'Lahugala',
      'Pottuvil',
      'Akkaraipattu',
      'Karativu',
      'Kalmunai',
      'Kattankudy',
      'Batticaloa',
    ],
  ],
  // A5 Peradeniya - Nuwara Eliya - Badulla - Chenkaladi
  [
    'A5',
    'A',
    'hill',
    ['Peradeniya', 'Gampola', 'Pussellawa', 'Ramboda', 'Nuwara Eliya', 'Welimada', 'Hali Ela', 'Badulla', 'Passara'],
  ],
  ['A5', 'A', 'rolling', ['Passara', 'Lunugala', 'Bibile']],
  ['A5', 'A', 'open', ['Bibile', 'Padiyatalawa', 'Mahaoya', 'Chenkaladi']],
  // A6 Ambepussa - Kurunegala - Dambulla - Trincomalee
  [
    'A6',
    'A',
    'flat',
    ['Ambepussa', 'Alawwa', 'Polgahawela', 'Kurunegala', 'Ibbagamuwa', 'Melsiripura', 'Galewela', 'Dambulla'],
  ],
  ['A6', 'A', 'open', ['Habarana', 'Kantale', 'China Bay', 'Trincomalee']],
  // A7 Avissawella - Hatton - Nuwara Eliya
  ['A7', 'A', 'hill', ['Avissawella', 'Kitulgala', 'Ginigathhena', 'Hatton', 'Talawakele', 'Nanu Oya', 'Nuwara Eliya']],
  // A8 Panadura - Ratnapura
  ['A8', 'A', 'flat', ['Panadura', 'Horana', 'Ingiriya', 'Ratnapura']],
  // A9 Kandy - Jaffna
  // Kandy - Matale winds through the hills of the Kandy plateau (Katugastota, Akurana, Alawatugoda); past Matale the
  // road runs down onto the plain to Dambulla.
  ['A9', 'A', 'hill', ['Kandy', 'Katugastota', 'Akurana', 'Matale']],
  ['A9', 'A', 'rolling', ['Matale', 'Naula', 'Dambulla']],
  [
    'A9',
    'A',
    'open',
    [
      'Dambulla',
      'Kekirawa',
      'Maradankadawala',
      'Galkulama',
      'Rambewa',
      'Medawachchiya',
      'Vavuniya',
      'Omanthai',
      'Puliyankulam',
      'Mankulam',
      'Kilinochchi',
      'Paranthan',
      'Elephant Pass',
      'Chavakachcheri',
      'Jaffna',
    ],
  ],
  // A10 Katugastota - Kurunegala - Puttalam
  ['A10', 'A', 'rolling', ['Katugastota', 'Galagedara', 'Kurunegala']],
  ['A10', 'A', 'open', ['Kurunegala', 'Wariyapola', 'Padeniya', 'Nikaweratiya', 'Anamaduwa', 'Puttalam']],
  // A11 Maradankadawala - Habarana - Polonnaruwa - Valaichchenai
  [
    'A11',
    'A',
    'flat',
    [
      'Maradankadawala',
      'Habarana',
      'Minneriya',
      'Giritale',
      'Polonnaruwa',
      'Manampitiya',
      'Welikanda',
      'Valaichchenai',
    ],
  ],
  // A12 Puttalam - Anuradhapura - Trincomalee
  ['A12', 'A', 'open', ['Puttalam', 'Nochchiyagama', 'Anuradhapura', 'Mihintale', 'Horowpothana', 'Trincomalee']],
  // A13 / A28 / A20 links in the north central province
  ['A28', 'A', 'open', ['Padeniya', 'Maho', 'Galgamuwa', 'Anuradhapura']],
  ['A20', 'A', 'open', ['Anuradhapura', 'Rambewa']],
  ['A13', 'A', 'open', ['Galkulama', 'Anuradhapura']],
  // A14 Medawachchiya - Mannar
  ['A14', 'A', 'open', ['Medawachchiya', 'Murunkan', 'Mannar', 'Talaimannar']],
  // A15 Batticaloa - Trincomalee
  [
    'A15',
    'A',
    'open',
    ['Batticaloa', 'Eravur', 'Chenkaladi', 'Valaichchenai', 'Vakarai', 'Verugal', 'Muttur', 'Kinniya', 'Trincomalee'],
  ],
  // A16 Beragala - Haputale - Bandarawela - Hali Ela; A23 Wellawaya - Ella - Kumbalwela, where it meets the A16
  ['A16', 'A', 'hill', ['Beragala', 'Haputale', 'Diyatalawa', 'Bandarawela', 'Kumbalwela', 'Hali Ela']],
  // A17 Galle - Akuressa - Deniyaya - Rakwana - Pelmadulla (simplified)
  ['A17', 'A', 'rolling', ['Galle', 'Akuressa', 'Deniyaya']],
  ['A17', 'A', 'hill', ['Deniyaya', 'Rakwana', 'Pelmadulla']],
  // A18 Pelmadulla - Embilipitiya - Ambalantota (Nonagama)
  ['A18', 'A', 'open', ['Pelmadulla', 'Udawalawe', 'Embilipitiya', 'Ambalantota']],
  ['A24', 'A', 'flat', ['Matara', 'Akuressa']],
  // A19 Polgahawela - Kegalle; A21 Kegalle - Karawanella
  ['A19', 'A', 'flat', ['Polgahawela', 'Kegalle']],
  ['B', 'B', 'flat', ['Rambukkana', 'Kegalle']],
  // A23 Ella - Wellawaya (the Ella Gap road)
  ['A23', 'A', 'hill', ['Wellawaya', 'Ella', 'Kumbalwela']],
  // Welimada - Bandarawela: its road number is not known here.
  ['B', 'B', 'hill', ['Welimada', 'Bandarawela']],
  ['A22', 'A', 'hill', ['Passara', 'Monaragala']],
  // A26 Kandy - Mahiyanganaya - Padiyatalawa
  ['A26', 'A', 'hill', ['Kandy', 'Kundasale', 'Digana', 'Teldeniya', 'Hunnasgiriya', 'Hasalaka', 'Mahiyanganaya']],
  ['A26', 'A', 'open', ['Mahiyanganaya', 'Padiyatalawa']],
  // A25 Ampara links
  ['A31', 'A', 'open', ['Karativu', 'Ampara']],
  ['A27', 'A', 'open', ['Ampara', 'Uhana', 'Mahaoya']],
  ['A25', 'A', 'open', ['Siyambalanduwa', 'Damana', 'Ampara']],
  // A27, A29 and A30 around Vavuniya
  ['A29', 'A', 'open', ['Vavuniya', 'Horowpothana']],
  ['A30', 'A', 'open', ['Vavuniya', 'Murunkan']],
  // A32 Navatkuli - Pooneryn - Mannar road (simplified to Pooneryn - Paranthan) and the Jaffna peninsula roads
  ['A32', 'A', 'open', ['Pooneryn', 'Paranthan']],
  ['A32', 'A', 'open', ['Pooneryn', 'Mannar']],
  ['B', 'B', 'urban', ['Jaffna', 'Nallur']],
  ['B', 'B', 'flat', ['Jaffna', 'Kankesanthurai', 'Jaffna International Airport']],
  ['B', 'B', 'flat', ['Jaffna', 'Point Pedro']],
  ['B', 'B', 'flat', ['Kankesanthurai', 'Valvettithurai', 'Point Pedro', 'Chavakachcheri']],
  // A34 Mankulam - Mullaitivu; A35 Paranthan - Mullaitivu
  ['A34', 'A', 'open', ['Mankulam', 'Oddusuddan', 'Mullaitivu']],
  ['A35', 'A', 'open', ['Paranthan', 'Puthukkudiyiruppu', 'Mullaitivu']],
  // Sigiriya, Kataragama, Arugam Bay, Nilaveli, Kalpitiya and other sight roads (B-roads)
  // Sigiriya is reached from the A6 by the B162 (Inamaluwa - Kibissa - Sigiriya) and, from the Habarana side, by the
  // B218 (Kibissa - Digampathana, on the A6); RDA road list, which has no road from Sigiriya straight to Habarana.
  ['A6', 'A', 'open', ['Dambulla', 'Inamaluwa', 'Digampathana', 'Habarana']],
  ['B', 'B', 'open', ['Inamaluwa', 'Kibissa', 'Sigiriya']],
  ['B', 'B', 'open', ['Kibissa', 'Digampathana']],
  ['B', 'B', 'flat', ['Sigiriya Airport', 'Sigiriya']],
  ['B', 'B', 'open', ['Wirawila', 'Tissamaharama', 'Kataragama', 'Buttala']],
  ['B', 'B', 'open', ['Pottuvil', 'Arugam Bay', 'Panama']],
  ['B', 'B', 'open', ['Trincomalee', 'Uppuveli', 'Nilaveli']],
  ['B', 'B', 'open', ['Puttalam', 'Kalpitiya']],
  ['B', 'B', 'hill', ['Hatton', 'Dickoya', 'Maskeliya']],
  ['B', 'B', 'hill', ['Gampola', 'Nawalapitiya', 'Ginigathhena']],
  ['B', 'B', 'hill', ['Nuwara Eliya', 'Pattipola', 'Ohiya', 'Idalgashinna', 'Haputale']],
  ['B', 'B', 'flat', ['Katunayake', 'Minuwangoda', 'Veyangoda', 'Nittambuwa']],
  ['B', 'B', 'flat', ['Kiribathgoda', 'Kelaniya', 'Ragama', 'Ja-Ela']],
  ['B', 'B', 'flat', ['Negombo', 'Kuliyapitiya', 'Kurunegala']],
  ['B', 'B', 'hill', ['Matale', 'Wattegama', 'Kandy']],
  ['B', 'B', 'flat', ['Batticaloa Airport', 'Batticaloa']],
  ['B', 'B', 'flat', ['China Bay', 'China Bay Airport']],
  ['B', 'B', 'flat', ['Hingurakgoda Airport', 'Minneriya']],
  ['B', 'B', 'flat', ['Ampara Airport', 'Ampara']],
  ['B', 'B', 'flat', ['Koggala Airport', 'Koggala']],
  ['B', 'B', 'urban', ['Mount Lavinia', 'Ratmalana Airport', 'Moratuwa']],
  ['B', 'B', 'open', ['Galoya Junction', 'Habarana']],
  ['B', 'B', 'open', ['Mullaitivu', 'Kokkilai', 'Pulmoddai', 'Nilaveli']],
  ['B', 'B', 'open', ['Tissamaharama', 'Kirinda', 'Palatupana']],
  ['B', 'B', 'flat', ['Galle', 'Baddegama']],
  ['B', 'B', 'open', ['Udawalawe', 'Thanamalwila']],
  ['B', 'B', 'urban', ['Kollupitiya', 'Borella']],
  ['B', 'B', 'urban', ['Bambalapitiya', 'Nugegoda']],
  ['B', 'B', 'urban', ['Moratuwa', 'Kottawa']],
  ['B', 'B', 'flat', ['Kalutara', 'Horana']],
  ['B', 'B', 'hill', ['Ella', 'Passara']],
  // Badulla - Mahiyanganaya road (its number is not known here)
  ['B', 'B', 'hill', ['Badulla', 'Mahiyanganaya']],
  ['B', 'B', 'flat', ['Negombo', 'Minuwangoda']],
];

// Junctions that are not in places.mjs but needed by the roads.
export const extraPlaces = [
  ['Borella', 6.914, 79.877, 'suburb', []],
  ['Arugam Bay', 6.84, 81.836, 'town', ['Arugambay', 'Arugam', 'Pottuvil Point', 'Arugam Bay Pottuvil']],
  ['Kokkilai', 9.0, 80.93, 'town', [], 'a'],
  ['Pulmoddai', 8.93, 81.0, 'town', [], 'a'],
  ['Kirinda', 6.215, 81.33, 'town', [], 'a'],
  ['Yakkala', 7.087, 80.03, 'town', [], 'a'],
  ['Palatupana', 6.276, 81.404, 'junction', ['Yala Entrance', 'Palatupana Gate'], 'a'],
  ['Nochchiyagama', 8.266, 80.212, 'town', ['Noachchiyagama'], 'a'],
];
