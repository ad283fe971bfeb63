import type { BusinessListing } from './BusinessCard';
import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { api } from '../../test/msw-server';
import { enter } from '../../test/enter';

/** Fills the registration form's required fields as a person would. */
export async function fillRequiredFields(user: ReturnType<typeof userEvent.setup>, email = 'hello@lagoon.lk') {
  await enter(user, screen.getByLabelText(/^Business Name/), 'Lagoon Kitchen');
  await enter(user, screen.getByLabelText(/^Address/), '5 Beach Road, Mirissa');
  await enter(user, screen.getByLabelText(/^Email/), email);
  await enter(user, screen.getByLabelText(/^Telephone/), '+94 77 123 4567');
  await user.selectOptions(screen.getByLabelText(/^Category/), 'Restaurant');
}

type CachedPhoto = {
  __typename: 'BusinessPhoto';
  id: string;
  small: { __typename: 'PhotoSize'; url: string; width: number; height: number };
};

/** A listing as the edit page's query answers it (the owner's own, no pin, no photos), with `overrides`. */
export function aStoredListing<T extends object = object>(overrides: T = {} as T) {
  return {
    __typename: 'Business' as const,
    id: 'b1',
    name: 'Ella View',
    address: 'Passara Road, Ella',
    email: 'stay@ella-view.lk',
    telephone: '+94 57 222 8888',
    website: null as string | null,
    description: null as string | null,
    category: 'GUESTHOUSE' as string,
    priceRange: null as string | null,
    location: null as { __typename: 'GeoPoint'; lat: number; lng: number } | null,
    district: null as string | null,
    languages: [] as string[],
    openingHours: [] as { day: string; opens: string; closes: string }[],
    closedOnPoyaDays: false,
    photos: [] as CachedPhoto[],
    ownedByViewer: true,
    ...overrides,
  };
}

/** The new listing's page, where a registration lands: `listing` as its query answers it (the registrant's view). */
export function listingPageAnswers(listing: { id: string } & Record<string, unknown>) {
  return api.query('BusinessListingRouteQuery', ({ variables }) =>
    HttpResponse.json({
      data: { business: variables.id === listing.id ? { hiddenPendingReview: false, ...listing } : null },
    }),
  );
}

/** A listing as the directory's query answers it: the details given, the rest empty. */
export function listing(fields: Partial<BusinessListing> & { id: string; name: string }) {
  return {
    __typename: 'Business' as const,
    address: '12 Temple Road, Kandy',
    email: `${fields.id}@example.lk`,
    telephone: '+94 81 222 3344',
    website: null,
    description: null,
    category: 'RESTAURANT' as const,
    priceRange: null,
    location: null,
    district: null,
    languages: [],
    openingHours: [],
    closedOnPoyaDays: false,
    photos: [],
    ownedByViewer: false,
    ...fields,
  };
}
