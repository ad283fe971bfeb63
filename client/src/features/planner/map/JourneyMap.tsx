import { lazy } from 'react';
import type { JourneyMapProps } from './types';

const LeafletJourneyMap = lazy(() => import('./LeafletJourneyMap'));
const GoogleJourneyMap = lazy(() => import('./GoogleJourneyMap'));

export type MapSettings = {
  readonly kind: 'LEAFLET' | 'GOOGLE';
  readonly browserKey: string | null;
  readonly layersUrl: string;
};

/** Leaflet over the project's own layers, or Google's map when a browser key is configured; each loads only here. */
export default function JourneyMap({ settings, ...props }: JourneyMapProps & { settings: MapSettings }) {
  if (settings.kind === 'GOOGLE' && settings.browserKey)
    return <GoogleJourneyMap {...props} browserKey={settings.browserKey} />;
  return <LeafletJourneyMap {...props} />;
}
