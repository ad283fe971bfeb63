import type { PathOptions } from 'leaflet';
import { Polyline, Tooltip } from 'react-leaflet';
import type { TrainLine } from './train-lines';

/** The rail style for a train leg: a dark track with white ties, wider than the base map's railway lines. */
const trackStyle: PathOptions = { color: '#262626', weight: 6, opacity: 0.9, lineCap: 'butt' };
const tieStyle: PathOptions = { color: '#ffffff', weight: 2.5, opacity: 1, dashArray: '6 6', lineCap: 'butt', interactive: false };

/** A plan's train legs, drawn along the railway track. */
export function LeafletTrainLines({ lines }: { lines: readonly TrainLine[] }) {
  return lines.map(({ label, line }) => {
    const positions = line.map(([lng, lat]) => [lat!, lng!] as [number, number]);
    return [
      <Polyline key={`${label}-track`} positions={positions} pathOptions={trackStyle} className="tm-train-leg">
        <Tooltip sticky>{label}</Tooltip>
      </Polyline>,
      <Polyline key={`${label}-ties`} positions={positions} pathOptions={tieStyle} />,
    ];
  });
}
