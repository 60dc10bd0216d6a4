import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfig } from '@/lib/use-config';

export type Pin = { lat: number; lng: number };
type MapConfig = { tile_url: string; attribution: string; max_zoom: number };

/** The map's tiles when the config has none (OpenStreetMap's public tiles). */
const DEFAULT_MAP: MapConfig = { tile_url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: '© OpenStreetMap contributors', max_zoom: 19 };

/** Thailand's box: a pin outside it is not taken (the server refuses it too). */
const inThailand = (p: Pin) => p.lat >= 5 && p.lat <= 21 && p.lng >= 97 && p.lng <= 106;

/**
 * The optional pin on a map (coverage page): closed at first; "Pin my home on a map" loads Leaflet
 * (its own chunk) with the tiles of config `home_internet_map`. When the tiles do not load (offline,
 * blocked) the page says so and the shopper can still check coverage by the address alone. The pin
 * is kept in the page and sent with the check.
 */
export function CoverageMap({ pin, onChange }: { pin: Pin | null; onChange: (pin: Pin | null) => void }) {
  const { t } = useTranslation('home-internet');
  const config = useConfig() as unknown as { home_internet_map?: MapConfig };
  const tiles = config.home_internet_map ?? DEFAULT_MAP;
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [tilesFailed, setTilesFailed] = useState(false);
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<{ setPin: (pin: Pin | null) => void; destroy: () => void } | null>(null);
  const pinRef = useRef(pin);
  pinRef.current = pin;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    if (!open || !element.current) return;
    let gone = false;
    setState('loading');
    import('./leaflet-map')
      .then(({ mountMap }) => {
        if (gone || !element.current) return;
        map.current = mountMap(element.current, {
          tileUrl: tiles.tile_url,
          attribution: tiles.attribution,
          maxZoom: tiles.max_zoom,
          pin: pinRef.current,
          label: t('coverage.map.label'),
          onPin: (p) => (inThailand(p) ? onChangeRef.current(p) : undefined),
          onTilesFailed: () => setTilesFailed(true),
        });
        setState('ready');
      })
      .catch(() => !gone && setState('failed'));
    return () => {
      gone = true;
      map.current?.destroy();
      map.current = null;
    };
  }, [open, tiles.tile_url, tiles.attribution, tiles.max_zoom, t]);

  useEffect(() => map.current?.setPin(pin), [pin]);

  return (
    <div className="hi-map" data-testid="coverage-map">
      <p className="hi-map__head">
        <strong>{t('coverage.map.title')}</strong> <span className="hi-tag">{t('optional')}</span>
      </p>
      <p className="hi-note">{t('coverage.map.intro')}</p>
      {!open ? (
        <button type="button" className="hi-btn hi-btn--ghost hi-btn--small" onClick={() => setOpen(true)} data-testid="coverage-map-open">
          {t('coverage.map.open')}
        </button>
      ) : (
        <>
          <div ref={element} className="hi-map__canvas" data-testid="coverage-map-canvas" />
          {state === 'loading' && (
            <p className="hi-note" role="status">
              {t('coverage.map.loading')}
            </p>
          )}
          {(state === 'failed' || tilesFailed) && (
            <p className="hi-notice" role="status" data-testid="coverage-map-note">
              {t('coverage.map.noTiles')}
            </p>
          )}
          <p className="hi-map__pin" aria-live="polite" data-testid="coverage-map-pin">
            {pin ? t('coverage.map.pinned', { lat: pin.lat.toFixed(5), lon: pin.lng.toFixed(5) }) : t('coverage.map.tapToPin')}
          </p>
          <p className="hi-actions">
            {pin && (
              <button type="button" className="hi-link" onClick={() => onChange(null)}>
                {t('coverage.map.remove')}
              </button>
            )}
            <button type="button" className="hi-link" onClick={() => setOpen(false)}>
              {t('coverage.map.close')}
            </button>
          </p>
        </>
      )}
    </div>
  );
}
