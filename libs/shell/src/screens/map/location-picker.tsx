import type { LatLng } from '@gopharm/api-client';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
// Through the shell's entry, as the apps import it, so the bundler keeps it in one chunk with the app's start.
import { useSiteConfig } from '../../index';
import styles from './map-page.module.css';
import { createMap } from './zoom-control';

/** Where the picker opens when no point is chosen yet: the centre of Tashkent. */
export const MAP_DEFAULT_CENTER: LatLng = { lat: 41.3111, lng: 69.2797 };

/**
 * A point chosen on a Leaflet map (courier checkout, a saved address): a click puts the marker there and tells
 * `onChange`; from the keyboard, the arrows move the map and Enter marks its centre. Leaflet loads only when the picker is shown (as on the pharmacy map); without tiles (no network)
 * the box still takes clicks, and the form around it offers geolocation and saved addresses besides.
 */
export function LocationPicker({
  value,
  onChange,
  label,
  describedBy,
}: {
  value: LatLng | null;
  onChange: (point: LatLng) => void;
  label: string;
  describedBy?: string;
}) {
  const { mapTileUrl, mapAttribution } = useSiteConfig();
  const { t } = useTranslation();
  const zoomIn = t('pharmacyMap.zoomIn');
  const zoomOut = t('pharmacyMap.zoomOut');
  const ref = useRef<HTMLDivElement>(null);
  const changeRef = useRef(onChange);
  // The map's marker, placed where `value` says once the map is there.
  const showRef = useRef<((point: LatLng | null) => void) | null>(null);
  const valueRef = useRef(value);
  useEffect(() => {
    changeRef.current = onChange;
    valueRef.current = value;
  });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let disposed = false;
    let remove: (() => void) | undefined;
    void Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')])
      .then(([{ default: L }]) => {
        if (disposed) return;
        const start = valueRef.current ?? MAP_DEFAULT_CENTER;
        const map = createMap(L, element, { zoomIn, zoomOut }).setView(
          [start.lat, start.lng],
          valueRef.current ? 16 : 12,
        );
        L.tileLayer(mapTileUrl, { attribution: mapAttribution, maxZoom: 18 }).addTo(map);
        let marker: ReturnType<typeof L.circleMarker> | null = null;
        showRef.current = (point) => {
          if (!point) {
            marker?.remove();
            marker = null;
            return;
          }
          if (marker) marker.setLatLng([point.lat, point.lng]);
          else marker = L.circleMarker([point.lat, point.lng], { radius: 10, color: '#0a7d4f' }).addTo(map);
          if (!map.getBounds().contains([point.lat, point.lng])) map.panTo([point.lat, point.lng]);
        };
        showRef.current(valueRef.current);
        const pick = (latlng: { lat: number; lng: number }) => {
          const point = { lat: Math.round(latlng.lat * 1e6) / 1e6, lng: Math.round(latlng.lng * 1e6) / 1e6 };
          showRef.current?.(point);
          changeRef.current(point);
        };
        map.on('click', (event: { latlng: { lat: number; lng: number } }) => pick(event.latlng));
        // From the keyboard: Leaflet's arrows move the map (its box takes the focus), Enter or Space marks the
        // point under the cross in its middle.
        const onKey = (event: KeyboardEvent) => {
          if (event.target !== element || (event.key !== 'Enter' && event.key !== ' ')) return;
          event.preventDefault();
          pick(map.getCenter());
        };
        element.addEventListener('keydown', onKey);
        remove = () => {
          element.removeEventListener('keydown', onKey);
          map.remove();
        };
      })
      .catch(() => {
        // No map: geolocation and the saved addresses beside it still set the point.
      });
    return () => {
      disposed = true;
      showRef.current = null;
      remove?.();
    };
  }, [mapTileUrl, mapAttribution, zoomIn, zoomOut]);
  // A point set elsewhere (geolocation, a saved address) shows on the map too.
  const key = value ? `${value.lat},${value.lng}` : '';
  useEffect(() => {
    showRef.current?.(valueRef.current);
  }, [key]);
  return (
    <div
      ref={ref}
      className={styles.picker}
      role="region"
      aria-label={label}
      aria-describedby={describedBy}
    />
  );
}
