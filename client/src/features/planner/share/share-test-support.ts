import { HttpResponse } from 'msw';
import { vi } from 'vitest';
import type { PlanResult_ResultFragment } from '../../../gql/graphql';
import { tripPlanResult } from '../../../test/fixtures';
import { api, server } from '../../../test/msw-server';

export const mapConfig = { __typename: 'MapConfig', kind: 'LEAFLET', browserKey: null, layersUrl: '/api/geo/layers' };

/** A saved plan at /plans/:id, for the owner. */
export function savedPlanServer(plan: Partial<PlanResult_ResultFragment['plan']> = {}) {
  server.use(
    api.query('SavedPlanRouteQuery', ({ variables }) =>
      HttpResponse.json({
        data: {
          tripPlan: tripPlanResult({ id: variables.id as string, savedAt: '2026-11-21T10:05:00.000Z' }, plan),
          mapConfig,
          me: { __typename: 'User', id: 'u-1', preferences: { __typename: 'Preferences', currency: 'USD' } },
        },
      }),
    ),
  );
}

export const shareLink = (planId = 'plan-1') => ({
  __typename: 'TripPlanShareLink',
  planId,
  title: 'Colombo to Ella, 3 days',
  url: 'http://localhost:3000/shared/tok-123',
  token: 'tok-123',
  calendarUrl: 'http://localhost:3000/api/shared/tok-123/calendar.ics',
  createdAt: '2026-11-22T09:00:00.000Z',
});

/** What the browser was handed to save: the file's name and text (URL.createObjectURL and a link's click). */
export function capturedDownloads() {
  const files: { name: string; text: Promise<string> }[] = [];
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = (blob: Blob) => {
    const href = `blob:download-${blobs.size}`;
    blobs.set(href, blob);
    return href;
  };
  URL.revokeObjectURL = () => {};
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.getAttribute('href') ?? '');
    if (blob) files.push({ name: this.download, text: blob.text() });
  });
  return files;
}
