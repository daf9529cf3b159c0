import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import {
  DEFAULT_COORDINATES,
  DEFAULT_ZOOM,
  type LngLat,
  PIN_ZOOM,
  roundCoordinates,
  wrapLongitude,
} from './map-defaults';
import classes from './map-picker.module.css';

export interface LeafletMapProps {
  value: LngLat | null;
  onChange: (value: LngLat) => void;
  tileUrl: string | null;
  attribution: string | null;
  label: string;
}

// A CSS pin (a rotated teardrop, its tip 34 px below the top): Leaflet's default marker images resolve through a path bundlers rewrite.
// The shape is an inner element: rotating the icon itself would also rotate Leaflet's translate.
const pinIcon = L.divIcon({
  className: classes.pinHost,
  html: `<span class="${classes.pin}"></span>`,
  iconSize: [28, 28],
  iconAnchor: [14, 34],
});

const toLngLat = (point: L.LatLng): LngLat => roundCoordinates([wrapLongitude(point.lng), point.lat]);

/** Leaflet, used directly: a click places the pin, dragging moves it. */
export function LeafletMap({ value, onChange, tileUrl, attribution, label }: LeafletMapProps) {
  const host = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const marker = useRef<L.Marker | null>(null);
  const change = useRef(onChange);
  change.current = onChange;
  // The map is built once per tile source, centred on the pin it starts with; the pin then
  // follows `value` in the effect below.
  const initial = useRef(value);

  useEffect(() => {
    if (!host.current) return;
    const [lng, lat] = initial.current ?? DEFAULT_COORDINATES;
    const created = L.map(host.current, {
      center: [lat, lng],
      zoom: initial.current ? PIN_ZOOM : DEFAULT_ZOOM,
    });
    if (tileUrl) L.tileLayer(tileUrl, { attribution: attribution ?? '', maxZoom: 19 }).addTo(created);
    created.on('click', (event: L.LeafletMouseEvent) => change.current(toLngLat(event.latlng)));
    map.current = created;
    return () => {
      created.remove();
      map.current = null;
      marker.current = null;
    };
  }, [tileUrl, attribution]);

  useEffect(() => {
    const current = map.current;
    if (!current) return;
    if (!value) {
      marker.current?.remove();
      marker.current = null;
      return;
    }
    const point = L.latLng(value[1], value[0]);
    if (!marker.current) {
      marker.current = L.marker(point, {
        icon: pinIcon,
        draggable: true,
        keyboard: true,
        title: label,
        alt: label,
      })
        .on('dragend', (event) => change.current(toLngLat((event.target as L.Marker).getLatLng())))
        .addTo(current);
    } else marker.current.setLatLng(point);
    if (!current.getBounds().pad(-0.1).contains(point))
      current.setView(point, Math.max(current.getZoom(), PIN_ZOOM));
  }, [value, label]);

  return (
    <div
      ref={host}
      className={classes.map}
      data-tiles={tileUrl ? 'on' : 'off'}
      aria-label={label}
      role="application"
    />
  );
}
