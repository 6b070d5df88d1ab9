import type { PharmacyDto } from '@gopharm/api-client';
// Through the shell's entry, as the apps import it, so the bundler keeps it in one chunk with the app's start.
import { useSiteConfig } from '../../index';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './map-page.module.css';
import { createMap } from './zoom-control';

/**
 * The pharmacies on a Leaflet map (BSD-2), loaded only on the map routes; the tiles come from configuration.
 * When the tiles or the library cannot load, the list beside it still works.
 */
export function PharmacyMap({
  pharmacies,
  label,
  onChoose,
}: {
  pharmacies: PharmacyDto[];
  label: string;
  onChoose?: (pharmacy: PharmacyDto) => void;
}) {
  const { mapTileUrl, mapAttribution } = useSiteConfig();
  const { t } = useTranslation();
  const zoomIn = t('pharmacyMap.zoomIn');
  const zoomOut = t('pharmacyMap.zoomOut');
  const ref = useRef<HTMLDivElement>(null);
  const chooseRef = useRef(onChoose);
  useEffect(() => {
    chooseRef.current = onChoose;
  });
  useEffect(() => {
    const element = ref.current;
    if (!element || pharmacies.length === 0) return;
    let disposed = false;
    let remove: (() => void) | undefined;
    void Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')])
      .then(([{ default: L }]) => {
        if (disposed) return;
        const map = createMap(L, element, { zoomIn, zoomOut });
        L.tileLayer(mapTileUrl, { attribution: mapAttribution, maxZoom: 18 }).addTo(map);
        const bounds = L.latLngBounds([]);
        for (const pharmacy of pharmacies) {
          const marker = L.circleMarker([pharmacy.lat, pharmacy.lng], { radius: 8, color: '#0a7d4f' })
            .addTo(map)
            .bindTooltip(`${pharmacy.name}: ${pharmacy.address}`);
          marker.on('click', () => chooseRef.current?.(pharmacy));
          bounds.extend([pharmacy.lat, pharmacy.lng]);
        }
        map.fitBounds(bounds, { padding: [24, 24] });
        remove = () => map.remove();
      })
      .catch(() => {
        // No map (the library or tiles failed): the list beside it is enough to choose.
      });
    return () => {
      disposed = true;
      remove?.();
    };
  }, [pharmacies, mapTileUrl, mapAttribution, zoomIn, zoomOut]);
  // A region, not an image: it holds controls (zoom, markers), and an image's content is not interactive (axe's
  // nested-interactive). The list beside it names every pharmacy for a screen reader.
  return <div ref={ref} className={styles.map} role="region" aria-label={label} />;
}
