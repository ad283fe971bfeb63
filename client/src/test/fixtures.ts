import type { AccountPage_UserFragment, Currency, PlanResult_ResultFragment } from '../gql/graphql';

/** The signed-in account as `me` and the account mutations answer it. */
export function accountUser(fields: Partial<AccountPage_UserFragment> = {}): AccountPage_UserFragment {
  return {
    __typename: 'User',
    id: 'u-1',
    username: 'ana@example.lk',
    email: 'ana@example.lk',
    name: 'Ana Perera',
    profilePictureUrl: '',
    hasPassword: true,
    connectedProviders: [],
    createdAt: '2026-01-15T08:00:00.000Z',
    preferences: {
      __typename: 'Preferences',
      currency: 'USD',
      language: 'ENGLISH',
      emailNotifications: true,
      pushNotifications: false,
    },
    ...fields,
  } as AccountPage_UserFragment;
}

type PlanResult = PlanResult_ResultFragment;
type Plan = PlanResult['plan'];

const planPlace = (id: string, name: string, lat: number, lng: number) => ({
  __typename: 'PlanPlace',
  id,
  name,
  lat,
  lng,
});

/** Nine recommended places, one more than the map takes as waypoints. */
const recommended: Plan['places'] = Array.from({ length: 9 }, (_, i) => ({
  __typename: 'RecommendedPlace',
  attractionId: `place-${i + 1}`,
  name: i === 0 ? 'Nine Arch Bridge' : `Sight ${i + 1}`,
  category: i === 0 ? 'viewpoint' : 'tea-estate',
  lat: 6.8 + i / 100,
  lng: 81 + i / 100,
  rating: i === 0 ? 4.7 : 4.2,
  day: i === 0 ? 2 : 3,
  reason:
    i === 0
      ? 'Rated 4.7 out of 5 (TripMate’s indicative rating). A short trip from Ella on day 2.'
      : `Reason ${i + 1}.`,
})) as Plan['places'];

/** A generated plan as planTrip and tripPlan answer it: Colombo to Ella, 3 days from 20 Dec 2026, for 2. */
export function tripPlanResult(fields: Partial<PlanResult> = {}, plan: Partial<Plan> = {}): PlanResult {
  return {
    __typename: 'TripPlanResult',
    id: 'plan-1',
    title: 'Colombo to Ella, 3 days',
    source: 'BUILT_IN',
    createdAt: '2026-11-21T10:00:00.000Z',
    savedAt: null,
    version: 1,
    language: 'EN',
    ...fields,
    plan: {
      __typename: 'TripPlan',
      start: planPlace('colombo', 'Colombo', 6.9271, 79.8612),
      end: planPlace('ella', 'Ella', 6.8667, 81.0466),
      days: 3,
      people: 2,
      startDate: '2026-12-20',
      interests: ['TRAINS', 'TEA'],
      summary:
        'A 3-day trip from Colombo to Ella for 2 travellers, for trains and tea. LKR 96,000 for 2 people over 3 days at the budget level, within your LKR 150,000.',
      notices: [
        'Day 1 is a long day on the road (7 h 15 min travelling); start early.',
        'Galle Fort: It is 1 h 59 min each way from Colombo; add a day or choose a place nearer the route.',
      ],
      bases: [
        {
          __typename: 'PlanBase',
          place: planPlace('ella', 'Ella', 6.8667, 81.0466),
          nights: 2,
          why: 'A small hill village famous for the train ride in.',
          stayBudget: { __typename: 'StayBudget', rooms: 1, perRoomPerNightLkr: 15600 },
          suggestedListing: null,
        },
      ],
      dayPlans: [
        {
          __typename: 'PlanDay',
          day: 1,
          date: '2026-12-20',
          title: 'Colombo to Ella by train',
          narrative: 'Leave Colombo at 06:00 by train on the Main Line.',
          base: planPlace('ella', 'Ella', 6.8667, 81.0466),
          // Listed out of time order on purpose: the tab orders them by time.
          stops: [
            {
              __typename: 'PlanStop',
              attractionId: 'place-1',
              name: 'Nine Arch Bridge',
              category: 'viewpoint',
              lat: 6.8768,
              lng: 81.0608,
              start: '16:10',
              visitMinutes: 60,
              ticketsLkr: 0,
              ticketPriceKnown: true,
              note: 'Watch a train cross.',
            },
          ],
          legs: [
            {
              __typename: 'PlanLeg',
              from: 'Colombo',
              to: 'Ella',
              mode: 'TRAIN',
              depart: '06:00',
              distanceKm: 272.4,
              minutes: 595,
              via: ['Main Line'],
              note: 'Reserve seats ahead with Sri Lanka Railways.',
              geometry: [
                [79.8503, 6.9344],
                [80.6337, 7.2906],
                [81.0466, 6.8667],
              ],
            },
            {
              __typename: 'PlanLeg',
              from: 'Ella',
              to: 'Nine Arch Bridge',
              mode: 'TUKTUK',
              depart: '16:05',
              distanceKm: 2.1,
              minutes: 5,
              via: [],
              note: null,
            },
            {
              __typename: 'PlanLeg',
              from: 'Nine Arch Bridge',
              to: 'Ella',
              mode: 'TUKTUK',
              depart: '17:10',
              distanceKm: 2.1,
              minutes: 5,
              via: [],
              note: null,
            },
          ],
          activities: [],
          startTime: '06:00',
          endTime: '17:15',
          activeMinutes: 665,
          limitMinutes: 720,
          costLkr: 21000,
          warnings: [],
        },
        {
          __typename: 'PlanDay',
          day: 2,
          date: '2026-12-21',
          title: 'Ella and around',
          narrative: 'A day out from Ella.',
          base: planPlace('ella', 'Ella', 6.8667, 81.0466),
          stops: [
            {
              __typename: 'PlanStop',
              attractionId: 'place-2',
              name: 'Sight 2',
              category: 'tea-estate',
              lat: 6.9,
              lng: 81.0,
              start: '08:20',
              visitMinutes: 90,
              ticketsLkr: 3000,
              ticketPriceKnown: true,
              note: 'Taste the season’s tea.',
            },
          ],
          legs: [
            {
              __typename: 'PlanLeg',
              from: 'Ella',
              to: 'Sight 2',
              mode: 'CAR',
              depart: '08:00',
              distanceKm: 23.3,
              minutes: 20,
              via: ['A16'],
              note: null,
            },
            {
              __typename: 'PlanLeg',
              from: 'Sight 2',
              to: 'Ella',
              mode: 'CAR',
              depart: '09:50',
              distanceKm: 23.3,
              minutes: 20,
              via: ['A16'],
              note: null,
            },
          ],
          activities: [{ __typename: 'PlanActivity', name: 'Tea factory tour at Sight 2', costLkr: 1000 }],
          startTime: '08:00',
          endTime: '10:10',
          activeMinutes: 130,
          limitMinutes: 600,
          costLkr: 19500,
          warnings: [],
        },
      ],
      places: recommended,
      budget: {
        __typename: 'PlanBudget',
        comfort: 'BUDGET',
        lines: [
          {
            __typename: 'BudgetLine',
            category: 'STAY',
            day: 1,
            label: 'Night in Ella: 1 room',
            amountLkr: 8800,
            rateId: 'stay.budget',
            priceKnown: true,
            fee: null,
          },
          {
            __typename: 'BudgetLine',
            category: 'TRANSPORT',
            day: 1,
            label: 'Train for 2: Colombo → Ella',
            amountLkr: 12200,
            rateId: 'transport.train',
            priceKnown: true,
            fee: null,
          },
          {
            __typename: 'BudgetLine',
            category: 'FOOD',
            day: 2,
            label: 'Meals for 2',
            amountLkr: 6000,
            rateId: 'food.budget',
            priceKnown: true,
            fee: null,
          },
          {
            __typename: 'BudgetLine',
            category: 'TICKETS',
            day: 2,
            label: 'Sight 2: 2 tickets',
            amountLkr: 3000,
            rateId: 'tickets.park',
            priceKnown: true,
            fee: null,
          },
          {
            __typename: 'BudgetLine',
            category: 'BUFFER',
            day: null,
            label: 'Buffer for the unexpected (10%)',
            amountLkr: 3000,
            rateId: 'buffer',
            priceKnown: true,
            fee: null,
          },
        ],
        totals: [
          { __typename: 'BudgetTotal', category: 'STAY', amountLkr: 8800 },
          { __typename: 'BudgetTotal', category: 'FOOD', amountLkr: 6000 },
          { __typename: 'BudgetTotal', category: 'TRANSPORT', amountLkr: 12200 },
          { __typename: 'BudgetTotal', category: 'TICKETS', amountLkr: 3000 },
          { __typename: 'BudgetTotal', category: 'ACTIVITIES', amountLkr: 0 },
          { __typename: 'BudgetTotal', category: 'BUFFER', amountLkr: 3000 },
        ],
        totalLkr: 33000,
        perPersonLkr: 16500,
        requestedLkr: 150000,
        withinBudget: true,
        minimumTotalLkr: 33000,
        overByLkr: 0,
        fitsInDays: null,
        fitsInDaysTotalLkr: null,
        options: [
          { __typename: 'ComfortOption', comfort: 'BUDGET', totalLkr: 33000, withinBudget: true },
          { __typename: 'ComfortOption', comfort: 'MIDRANGE', totalLkr: 99000, withinBudget: true },
          { __typename: 'ComfortOption', comfort: 'COMFORT', totalLkr: 210000, withinBudget: false },
        ],
        summary: 'LKR 33,000 for 2 people over 3 days at the budget level, within your LKR 150,000.',
        ratesYear: 2025,
        exchangeRates: [
          { __typename: 'ExchangeRate', currency: 'USD', lkrPerUnit: 300, year: 2025, asOf: '2025-10' },
          { __typename: 'ExchangeRate', currency: 'EUR', lkrPerUnit: 350, year: 2025, asOf: '2025-10' },
          { __typename: 'ExchangeRate', currency: 'GBP', lkrPerUnit: 400, year: 2025, asOf: '2025-10' },
        ],
        unknownFees: [],
      },
      tips: [
        { __typename: 'TravelTip', category: 'MONEY', text: 'Agree the tuk-tuk fare before you set off.' },
        { __typename: 'TravelTip', category: 'SEASON', text: 'December: the west and south coasts dry out.' },
        { __typename: 'TravelTip', category: 'MONEY', text: 'Carry rupees in cash.' },
        { __typename: 'TravelTip', category: 'SAFETY', text: 'Avoid long drives after dark.' },
      ],
      customPlaces: [
        {
          __typename: 'CustomPlaceOutcome',
          requested: 'Nine Arch Bridge',
          matched: 'Nine Arch Bridge',
          included: true,
          day: 1,
          reason: 'Visited on day 1.',
          requestedBy: 'PICKED',
        },
        {
          __typename: 'CustomPlaceOutcome',
          requested: 'Galle Fort',
          matched: 'Galle Fort',
          included: false,
          day: null,
          reason: 'It is 1 h 59 min each way from Colombo; add a day or choose a place nearer the route.',
          requestedBy: 'NOTES',
        },
      ],
      ...plan,
    },
  } as PlanResult;
}

/** What /plans/:id's route query answers: the plan, the offline map, and the account's preferred currency. */
export function savedPlanRoute(tripPlan: PlanResult, currency: Currency = 'USD') {
  return {
    data: {
      tripPlan,
      mapConfig: { __typename: 'MapConfig', kind: 'LEAFLET', browserKey: null, layersUrl: '/api/geo/layers' },
      me: { __typename: 'User', id: 'u-1', preferences: { __typename: 'Preferences', currency } },
    },
  };
}
