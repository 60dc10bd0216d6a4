import * as L from 'leaflet';
import 'leaflet/dist/leaflet.css';

/**
 * Leaflet, in its own chunk: loaded only when the shopper opens the map on the coverage page (the
 * home page and the other pages never load it). A click or a tap drops the pin (a circle marker: no
 * marker images to bundle); tiles come from config `home_internet_map`; a tile that fails to load
 * is told once, so the page can say the map pictures are missing while the pin still works.
 */
export interface MapOptions {
  tileUrl: string;
  attribution: string;
  maxZoom: number;
  pin: { lat: number; lng: number } | null;
  onPin: (pin: { lat: number; lng: number }) => void;
  onTilesFailed: () => void;
  label: string;
}

/** Thailand as a whole, when there is no pin yet. */
const THAILAND: L.LatLngExpression = [13.2, 101.0];

export function mountMap(element: HTMLElement, o: MapOptions): { setPin: (pin: MapOptions['pin']) => void; destroy: () => void } {
  const map = L.map(element, { center: o.pin ? [o.pin.lat, o.pin.lng] : THAILAND, zoom: o.pin ? 16 : 6, maxZoom: o.maxZoom, keyboard: true });
  map.getContainer().setAttribute('aria-label', o.label);
  let failed = false;
  L.tileLayer(o.tileUrl, { attribution: o.attribution, maxZoom: o.maxZoom })
    .on('tileerror', () => {
      if (failed) return;
      failed = true;
      o.onTilesFailed();
    })
    .addTo(map);
  let marker: L.CircleMarker | null = null;
  const setPin = (pin: MapOptions['pin']) => {
    if (!pin) {
      marker?.remove();
      marker = null;
      return;
    }
    if (marker) marker.setLatLng([pin.lat, pin.lng]);
    else marker = L.circleMarker([pin.lat, pin.lng], { radius: 10, color: '#c8102e', weight: 3, fillColor: '#c8102e', fillOpacity: 0.45 }).addTo(map);
  };
  setPin(o.pin);
  map.on('click', (e: L.LeafletMouseEvent) => {
    const pin = { lat: Number(e.latlng.lat.toFixed(6)), lng: Number(e.latlng.lng.toFixed(6)) };
    setPin(pin);
    o.onPin(pin);
  });
  return { setPin, destroy: () => map.remove() };
}
