import { MarkerF, PolylineF, useGoogleMap } from '@react-google-maps/api';
import { useEffect } from 'react';
import { focusOf, MODE_STYLES, type LegShape, type PlanShapes } from './plan-shapes';

const FADED = 0.25;

/** The same look as the offline map's (MODE_STYLES): a dashed mode draws repeated dashes instead of a solid line. */
function legOptions(leg: LegShape, faded: boolean): google.maps.PolylineOptions {
  const style = MODE_STYLES[leg.mode];
  const opacity = faded ? FADED : 0.9;
  if (!style.dash)
    return { strokeColor: style.colour, strokeWeight: style.weight, strokeOpacity: opacity, zIndex: faded ? 1 : 2 };
  const [on, off] = style.dash as [number, number];
  const dash: google.maps.IconSequence = {
    icon: {
      path: `M 0,0 0,${on}`,
      strokeColor: style.colour,
      strokeOpacity: opacity,
      strokeWeight: style.weight,
      scale: style.weight,
    },
    offset: '0',
    repeat: `${(on + off) * style.weight}px`,
  };
  return { strokeOpacity: 0, icons: [dash], zIndex: faded ? 1 : 2 };
}

const circle = (colour: string, scale: number): google.maps.Symbol => ({
  path: google.maps.SymbolPath.CIRCLE,
  scale,
  fillColor: colour,
  fillOpacity: 1,
  strokeColor: '#ffffff',
  strokeWeight: 2,
  labelOrigin: new google.maps.Point(0, 0),
});

function FitPlan({ shapes, day }: { shapes: PlanShapes; day: number | null }) {
  const map = useGoogleMap();
  const box = focusOf(shapes, day);
  // By the box's numbers: an edit that leaves it where it was does not move the map.
  const [south, west, north, east] = box ? [box.south, box.west, box.north, box.east] : [];
  useEffect(() => {
    if (map && south !== undefined && west !== undefined && north !== undefined && east !== undefined)
      map.fitBounds({ south, west, north, east }, 32);
  }, [map, south, west, north, east]);
  return null;
}

/** The plan on Google's map, drawn from the same shapes as the offline map: numbered bases, lettered stops, legs per mode. */
export function GooglePlan({ shapes, day }: { shapes: PlanShapes; day: number | null }) {
  const picked = day === null ? null : (shapes.days.find((d) => d.day === day) ?? null);
  return (
    <>
      {shapes.days.flatMap((d) =>
        d.legs.map((leg, i) => (
          <PolylineF
            key={`${d.day}-${i}-${day ?? 'all'}`}
            path={leg.line.map(([lng, lat]) => ({ lat, lng }))}
            options={legOptions(leg, picked !== null && picked.day !== d.day)}
          />
        )),
      )}
      {(picked ? [picked] : shapes.days).flatMap((d) =>
        d.stops.map((stop) => (
          <MarkerF
            key={`${d.day}-${stop.label}`}
            position={stop}
            title={picked ? stop.name : `Day ${d.day}: ${stop.name}`}
            icon={circle('#c2410c', picked ? 10 : 5)}
            label={picked ? { text: stop.label, color: '#ffffff', fontSize: '11px', fontWeight: '600' } : undefined}
            zIndex={picked ? 1000 : 1}
          />
        )),
      )}
      {shapes.bases.map((base) => (
        <MarkerF
          key={`base-${base.label}`}
          position={base}
          title={base.name}
          icon={circle('#0f766e', 12)}
          label={{ text: base.label, color: '#ffffff', fontSize: '12px', fontWeight: '600' }}
          zIndex={2000}
        />
      ))}
      <FitPlan shapes={shapes} day={day} />
    </>
  );
}
