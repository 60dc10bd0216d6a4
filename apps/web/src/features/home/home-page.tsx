import { useTranslation } from 'react-i18next';
import { island } from '@/lib/island';
import { useContent } from '@/lib/use-content';
import { HeroCarousel } from './hero-carousel';
import { JourneyTiles } from './journey-tiles';
import { PromiseStrip } from './promise-strip';
import './home-page.css';

/** The live rows, below the first view: their code comes when they scroll into view (lib/island.tsx). */
// Their locale namespace (home-rows) loads with them: useTranslation suspends inside the island until it is in.
const HomeRows = island('home-rows', () => import('./home-rows').then((m) => m.HomeRows));

/** The home page (route `home`): banners, the six journeys, the live rows and the store's promises. */
export function HomePage() {
  const { t } = useTranslation('home');
  const content = useContent();
  const banners = content['home-banners'] ?? [];
  const tiles = content['home-journeys'] ?? [];
  return (
    <div className="page home">
      <h1 className="visually-hidden">{t('heading')}</h1>
      {banners.length > 0 && <HeroCarousel banners={banners} />}
      {tiles.length > 0 && <JourneyTiles tiles={tiles} />}
      <HomeRows />
      <PromiseStrip />
    </div>
  );
}
