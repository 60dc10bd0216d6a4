import { useTranslation } from 'react-i18next';
import { isBuiltLink } from '@/app/menu-targets';
import { island } from '@/lib/island';
import { useContent } from '@/lib/use-content';
import { HeroCarousel } from './hero-carousel';
import { JourneyTiles } from './journey-tiles';
import { PromiseStrip } from './promise-strip';
import './home-page.css';

/** The live rows, below the first view: their code comes when they scroll into view (lib/island.tsx). */
// Their locale namespace (home-rows) loads with them: useTranslation suspends inside the island until it is in.
const HomeRows = island('home-rows', () => import('./home-rows').then((m) => m.HomeRows));

/** The home page (route `home`): banners, the journeys that are built, the live rows and the store's promises. */
export function HomePage() {
  const { t } = useTranslation('home');
  const content = useContent();
  const banners = content['home-banners'] ?? [];
  // A journey whose page is not built yet (home internet, porting) is left out, as in the menu (issue 13).
  const tiles = (content['home-journeys'] ?? []).filter((tile) => isBuiltLink(tile.link));
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
