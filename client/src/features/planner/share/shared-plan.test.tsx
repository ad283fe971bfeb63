import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tripPlanResult } from '../../../test/fixtures';
import { api, server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { pageLoad, signedIn } from '../planner-test-support';
import { localDay } from './CalendarButton';
import { capturedDownloads, mapConfig, savedPlanServer } from './share-test-support';
import { enter } from '../../../test/enter';

vi.mock('../map/JourneyMap', () => import('../planner-test-support').then((m) => ({ default: m.FakeMap })));

const ICS = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';
const sharedCalendar = 'http://localhost:3000/api/shared/tok-123/calendar.ics';
const ownerCalendar = new URL('/api/plans/plan-7/calendar.ics', window.location.origin).href;

let downloads: ReturnType<typeof capturedDownloads>;
beforeEach(() => {
  downloads = capturedDownloads();
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** sharedTripPlan answers the plan for `tok-123` (with what it was asked with), NOT_FOUND for any other token. */
function sharedServer(plan: Parameters<typeof tripPlanResult>[1] = {}) {
  const requests: { token: string; authorization: string | null }[] = [];
  server.use(
    api.query<object, { token: string }>('SharedPlanRouteQuery', ({ variables, request }) => {
      requests.push({ token: variables.token, authorization: request.headers.get('authorization') });
      if (variables.token !== 'tok-123')
        return HttpResponse.json({
          errors: [{ message: 'This link does not open a plan.', extensions: { code: 'NOT_FOUND' } }],
        });
      const { plan: shared } = tripPlanResult({}, { customPlaces: [], ...plan });
      return HttpResponse.json({
        data: {
          sharedTripPlan: {
            __typename: 'SharedTripPlan',
            title: 'Colombo to Ella, 3 days',
            calendarUrl: sharedCalendar,
            plan: shared,
          },
          mapConfig,
        },
      });
    }),
  );
  return requests;
}

/** A calendar endpoint answering `status` (200: the file) and recording what it was asked. */
function calendarServer(url: string, status = 200, message = '') {
  const asked: { start: string | null; authorization: string | null }[] = [];
  server.use(
    http.get(url, ({ request }) => {
      asked.push({
        start: new URL(request.url).searchParams.get('start'),
        authorization: request.headers.get('authorization'),
      });
      if (status !== 200) return HttpResponse.json({ message, requestId: 'r-1' }, { status });
      return new HttpResponse(ICS, {
        headers: {
          'content-type': 'text/calendar; charset=utf-8',
          'content-disposition': 'attachment; filename="tripmate-colombo-to-ella-3-days.ics"',
        },
      });
    }),
  );
  return asked;
}

describe('a shared plan at /shared/:token', () => {
  it('opens signed out, read-only: the timeline and the map, no account, no Save, Start Over or Share', async () => {
    const requests = sharedServer();
    renderApp('/shared/tok-123');
    await screen.findByRole('heading', { name: 'Colombo to Ella, 3 days' }, pageLoad);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Shared Plan');
    await waitFor(() => expect(document.title).toBe('Colombo to Ella, 3 days · TripMate'));
    expect(screen.getAllByRole('tab')).toHaveLength(4);
    expect(screen.getAllByTestId('day-plan')).toHaveLength(2);
    await waitFor(() => expect(screen.getByTestId('fake-map').textContent).toContain('plan: bases 1 Ella;'));
    for (const name of ['Save', 'Start Over', 'Share', 'Back to Dashboard'])
      expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add to calendar' })).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Print or save as PDF' })).not.toBeNull();
    // Who wrote the prose is not part of a shared plan.
    expect(screen.queryByText(/Planned by/)).toBeNull();
    expect(requests).toEqual([{ token: 'tok-123', authorization: null }]);
  });

  it('shows the directory listing suggested at a base, marked as one, linking to it; none when none fits', async () => {
    const ella = tripPlanResult().plan.bases[0]!;
    const suggestedListing = {
      __typename: 'Business' as const,
      id: 'b-ella',
      name: 'Ella View Homestay',
      category: 'HOMESTAY' as const,
      priceRange: 'BUDGET' as const,
      photos: [
        {
          __typename: 'BusinessPhoto' as const,
          small: { __typename: 'BusinessPhotoSize' as const, url: '/photos/ella-small.webp', width: 400, height: 300 },
        },
      ],
    };
    sharedServer({ bases: [{ ...ella, suggestedListing }] });
    const view = renderApp('/shared/tok-123');
    const bases = await screen.findByRole('region', { name: 'Where you stay' }, pageLoad);
    const card = within(bases).getByRole('article');
    expect(within(card).queryByText('Directory listing')).not.toBeNull();
    expect(within(card).getByRole('link', { name: 'Ella View Homestay' }).getAttribute('href')).toBe(
      '/business/b-ella',
    );
    expect(card.textContent).toContain('Homestay');
    expect(card.textContent).toContain('Fits your budget of about LKR 15,600 a room a night.');
    expect(card.textContent).toContain('Listed by its owner; not a TripMate recommendation.');
    view.unmount();

    sharedServer({ bases: [{ ...ella, suggestedListing: null }] });
    renderApp('/shared/tok-123');
    const without = await screen.findByRole('region', { name: 'Where you stay' }, pageLoad);
    expect(within(without).queryByText('Directory listing')).toBeNull();
  });

  it('is asked for without the token of a signed-in visitor', async () => {
    const requests = sharedServer();
    renderApp('/shared/tok-123', signedIn);
    await screen.findByRole('heading', { name: 'Colombo to Ella, 3 days' }, pageLoad);
    expect(requests).toEqual([{ token: 'tok-123', authorization: null }]);
  });

  it('says kindly that a revoked or unknown link opens nothing, with a way to plan a trip', async () => {
    sharedServer();
    renderApp('/shared/no-such-token');
    await screen.findByRole('heading', { name: 'This plan is not shared' }, pageLoad);
    expect(screen.queryByText(/it may be mistyped, or whoever shared it has stopped sharing it/)).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Plan your own trip' }).getAttribute('href')).toBe('/planner');
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(document.title).toBe('Shared plan not found · TripMate'));
  });

  it('says when the plan could not be loaded for another reason', async () => {
    server.use(
      api.query('SharedPlanRouteQuery', () =>
        HttpResponse.json({ errors: [{ message: 'Too many requests.', extensions: { code: 'TOO_MANY_REQUESTS' } }] }),
      ),
    );
    renderApp('/shared/tok-123');
    const alert = await screen.findByRole('alert', {}, pageLoad);
    expect(within(alert).getByRole('heading').textContent).toBe('Could not load the plan');
  });
});

describe('Add to calendar', () => {
  it('downloads a shared plan’s calendar from its link, with the server’s file name', async () => {
    sharedServer();
    const asked = calendarServer(sharedCalendar);
    renderApp('/shared/tok-123');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add to calendar' }, pageLoad));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]!.name).toBe('tripmate-colombo-to-ella-3-days.ics');
    expect(await downloads[0]!.text).toBe(ICS);
    expect(asked).toEqual([{ start: null, authorization: null }]);
  });

  it('downloads the owner’s calendar with the session’s token', async () => {
    savedPlanServer();
    const asked = calendarServer(ownerCalendar);
    renderApp('/plans/plan-7', signedIn);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add to calendar' }, pageLoad));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]!.name).toBe('tripmate-colombo-to-ella-3-days.ics');
    expect(asked).toEqual([{ start: null, authorization: 'Bearer token-1' }]);
  });

  it('asks an undated plan for its first day, the next day by default', async () => {
    savedPlanServer({ startDate: null });
    const asked = calendarServer(ownerCalendar);
    renderApp('/plans/plan-7', signedIn);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add to calendar' }, pageLoad));
    const dialog = await screen.findByRole('dialog', { name: 'Add to calendar' });
    const first = within(dialog).getByLabelText<HTMLInputElement>(/First day of the trip/);
    expect(first.value).toBe(localDay(1));
    await user.clear(first);
    await enter(user, first, '2027-01-15');
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(asked).toEqual([{ start: '2027-01-15', authorization: 'Bearer token-1' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says what the server refused when a date is wrong (400)', async () => {
    sharedServer({ startDate: null });
    calendarServer(sharedCalendar, 400, 'Start must be a date, YYYY-MM-DD.');
    renderApp('/shared/tok-123');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add to calendar' }, pageLoad));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Download' }));
    await screen.findByText('Start must be a date, YYYY-MM-DD.');
    expect(downloads).toEqual([]);
    // The question stays, to pick another day.
    expect(screen.queryByRole('dialog', { name: 'Add to calendar' })).not.toBeNull();
  });

  it('says the plan is gone when the link was revoked meanwhile (404)', async () => {
    sharedServer();
    calendarServer(sharedCalendar, 404, 'This link does not open a plan.');
    renderApp('/shared/tok-123');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add to calendar' }, pageLoad));
    await screen.findByText(
      'This plan could not be found: it may have been deleted, or its link may no longer be shared.',
    );
    expect(downloads).toEqual([]);
  });

  it('asks to try again when the server fails', async () => {
    savedPlanServer();
    calendarServer(ownerCalendar, 500, 'Internal server error');
    renderApp('/plans/plan-7', signedIn);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add to calendar' }, pageLoad));
    await screen.findByText('Could not download the calendar. Please try again.');
  });
});
