import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConfig } from '@/lib/use-config';
import './coming-soon-page.css';

/** An honest placeholder for the spec's routes whose pages come with later work. */
export function ComingSoonPage() {
  const { t } = useTranslation('coming-soon');
  const phone = useConfig().store.call_centre;
  return (
    <div className="page coming-soon">
      <div className="coming-soon__card">
        <svg className="coming-soon__art" viewBox="0 0 120 96" width="120" height="96" aria-hidden="true" focusable="false">
          <rect x="14" y="30" width="92" height="58" rx="8" fill="#fff0f2" />
          <path d="M8 34l10-22h84l10 22z" fill="#d7001d" />
          <path
            d="M18 12h84M8 34c0 6 5 10 11.5 10S31 40 31 34c0 6 5 10 11.5 10S54 40 54 34c0 6 5 10 11.5 10S77 40 77 34c0 6 5 10 11.5 10S100 40 100 34c0 6 5 10 12 10"
            stroke="#a80016"
            strokeWidth="2"
            fill="none"
          />
          <rect x="48" y="56" width="24" height="32" rx="3" fill="#d7001d" opacity="0.85" />
          <circle cx="90" cy="66" r="13" fill="#ffd54a" />
          <path d="M90 59v7l5 3" stroke="#1d1d24" strokeWidth="2.4" strokeLinecap="round" fill="none" />
        </svg>
        <h1 className="coming-soon__title">{t('title')}</h1>
        <p className="coming-soon__text">{t('text', { phone })}</p>
        <div className="coming-soon__actions">
          <Link to="/" className="coming-soon__btn coming-soon__btn--primary">
            {t('home')}
          </Link>
          <a href={`tel:${phone}`} className="coming-soon__btn">
            {t('call', { phone })}
          </a>
        </div>
      </div>
    </div>
  );
}
