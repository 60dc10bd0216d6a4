import { useTranslation } from 'react-i18next';

const PROMISES = [
  { key: 'warranty', path: 'M12 3l7 3v5c0 4.5-3 8.3-7 9.5-4-1.2-7-5-7-9.5V6zM8.8 12l2.2 2.2 4.2-4.4' },
  {
    key: 'genuine',
    path: 'M12 2.8l2.3 1.7 2.8-.1.9 2.7 2.3 1.6-.9 2.7.9 2.7-2.3 1.6-.9 2.7-2.8-.1-2.3 1.7-2.3-1.7-2.8.1-.9-2.7-2.3-1.6.9-2.7-.9-2.7 2.3-1.6.9-2.7 2.8.1zM8.8 12l2.2 2.2 4.2-4.4',
  },
  { key: 'delivery', path: 'M2.5 6.5h11v9h-11zM13.5 9.5h4l3 3v3h-7zM7 18.5a1.8 1.8 0 1 0 0-.1zM17 18.5a1.8 1.8 0 1 0 0-.1' },
] as const;

/** The store's promises (spec 1): 1-year warranty, 100% genuine, delivery within 48 hours. */
export function PromiseStrip() {
  const { t } = useTranslation('home');
  return (
    <section className="home-section" aria-labelledby="home-promises-title">
      <h2 id="home-promises-title" className="visually-hidden">
        {t('promisesTitle')}
      </h2>
      <ul className="promises">
        {PROMISES.map(({ key, path }) => (
          <li key={key} className="promise">
            <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
              <path d={path} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            <span>
              <strong className="promise__title">{t(`promises.${key}.title`)}</strong>
              <span className="promise__desc">{t(`promises.${key}.desc`)}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
