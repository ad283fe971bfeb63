/**
 * What the built-in assistant knows, as small topic entries it can retrieve by keyword. General travel facts about
 * Sri Lanka live here; destination guides and the geo engine add their own sources (see builtin.ts).
 */
export type KnowledgeEntry = {
  readonly id: string;
  /** Lower-case words and phrases that make this entry relevant. */
  readonly keywords: readonly string[];
  readonly answer: string;
  readonly link?: { readonly label: string; readonly href: string };
};

export const generalKnowledge: readonly KnowledgeEntry[] = [
  {
    id: 'temple-dress',
    keywords: [
      'temple',
      'wear',
      'dress',
      'clothes',
      'clothing',
      'shoulders',
      'knees',
      'shorts',
      'dalada',
      'tooth',
      'etiquette',
      'buddha',
      'shrine',
      'dagoba',
      'stupa',
    ],
    answer:
      'At temples and other sacred sites, cover your shoulders and knees (light long trousers or a long skirt and a top with sleeves; a sarong or shawl helps), and take off your shoes and hat before you enter the temple grounds — socks help on hot stone. Do not pose for photos with your back to a Buddha statue, do not point your feet at one, and keep Buddha images off your skin: visible Buddha tattoos have led to visitors being refused entry or deported.',
  },
  {
    id: 'money',
    keywords: [
      'money',
      'cash',
      'atm',
      'card',
      'cards',
      'currency',
      'rupee',
      'rupees',
      'lkr',
      'tip',
      'tipping',
      'exchange',
      'pay',
    ],
    answer:
      'The currency is the Sri Lankan rupee (LKR). ATMs are easy to find in towns; hotels, larger restaurants and shops take cards, but carry cash for tuk-tuks, buses, small eateries and entry tickets at smaller sites. Many restaurants add a 10% service charge; otherwise a small tip for good service is welcome.',
  },
  {
    id: 'safety',
    keywords: [
      'safe',
      'safety',
      'scam',
      'danger',
      'health',
      'water',
      'mosquito',
      'dengue',
      'swim',
      'swimming',
      'sea',
      'currents',
      'tuk',
      'tuktuk',
      'taxi',
    ],
    answer:
      'Sri Lanka is generally a friendly, easy country to travel. Drink bottled or filtered water, use mosquito repellent (dengue is present, especially in the rainy months), and respect the sun. The sea can be rough with strong currents on the coast that is in its monsoon: swim at sheltered beaches and where locals swim. Agree tuk-tuk fares before you ride, or use metered tuk-tuks or ride-hailing apps in the cities.',
  },
  {
    id: 'seasons',
    keywords: [
      'season',
      'seasons',
      'monsoon',
      'weather',
      'rain',
      'rainy',
      'dry',
      'when',
      'month',
      'months',
      'best time',
      'climate',
    ],
    answer:
      'Sri Lanka has two monsoons, so somewhere is always in season. The south-west monsoon (roughly May to September) brings rain to the west and south coasts and the western hill country, while the east coast (Trincomalee, Pasikudah, Arugam Bay) is dry. The north-east monsoon (roughly December to February) wets the north and east, while the west and south coasts and the hill country are at their best from December to April. March–April and October–November are inter-monsoon months with afternoon thunderstorms across the island.',
    link: { label: 'Plan a trip around the seasons', href: '/planner' },
  },
  {
    id: 'trains',
    keywords: [
      'train',
      'trains',
      'railway',
      'rail',
      'ticket',
      'tickets',
      'reserve',
      'reservation',
      'observation',
      'carriage',
      'class',
    ],
    answer:
      'Trains are slow but scenic; the Main Line from Colombo Fort through Kandy, Nanu Oya (for Nuwara Eliya) and Ella to Badulla is the famous one. Reserved seats (observation, first and second class) can be booked ahead through Sri Lanka Railways and sell out early in the high season; unreserved second and third class tickets are bought at the station on the day.',
  },
  {
    id: 'visa',
    keywords: ['visa', 'eta', 'passport', 'entry', 'immigration'],
    answer:
      'Most visitors need an Electronic Travel Authorisation (ETA) or visa before arrival. Rules and fees change, so check the Sri Lankan Department of Immigration and Emigration’s official ETA website before you book.',
  },
  {
    id: 'getting-around',
    keywords: ['get around', 'transport', 'bus', 'buses', 'driver', 'car', 'hire', 'drive', 'rent'],
    answer:
      'You can travel by train, by bus (cheap and frequent, but crowded), by tuk-tuk for short hops, or with a car and driver, which is the easiest way to combine sights in one day. Distances look short on the map but roads are slow, especially in the hills: allow about 30–40 km an hour on A-roads and less on mountain roads.',
    link: { label: 'See real travel times in the planner', href: '/planner' },
  },
];
