import type * as Leaflet from 'leaflet';

/** The words of a map's zoom buttons, in the page's language ("Zoom in" is Leaflet's own, English). */
export interface ZoomLabels {
  zoomIn: string;
  zoomOut: string;
}

/** Leaflet's map without its English zoom control, given one worded in the shopper's language instead. */
export function createMap(L: typeof Leaflet, element: HTMLElement, labels: ZoomLabels): Leaflet.Map {
  const map = L.map(element, { scrollWheelZoom: false, zoomControl: false });
  L.control.zoom({ zoomInTitle: labels.zoomIn, zoomOutTitle: labels.zoomOut }).addTo(map);
  return map;
}
