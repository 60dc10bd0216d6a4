import { useTranslation } from 'react-i18next';
import type { JourneyTile } from '@store/domain/content';
import { parseLang, pickText } from '@store/domain/lang';
import { JourneyIcon } from './journey-icon';
import { SmartLink } from './smart-link';

/** Entry tiles for the six shopping journeys (content 'home-journeys'). */
export function JourneyTiles({ tiles }: { tiles: JourneyTile[] }) {
  const { t, i18n } = useTranslation('home');
  const lang = parseLang(i18n.language);
  return (
    <section className="home-section" aria-labelledby="home-journeys-title">
      <h2 id="home-journeys-title" className="home-section__title">
        {t('journeysTitle')}
      </h2>
      <ul className={`journeys journeys--${tiles.length}`}>
        {tiles.map((tile) => (
          <li key={tile.id}>
            <SmartLink to={tile.link} className={`journey journey--${tile.id}`}>
              <span className="journey__icon">
                <JourneyIcon id={tile.id} />
              </span>
              <span className="journey__text">
                <span className="journey__title">{pickText(tile.title, lang)}</span>
                <span className="journey__desc">{pickText(tile.description, lang)}</span>
              </span>
            </SmartLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
