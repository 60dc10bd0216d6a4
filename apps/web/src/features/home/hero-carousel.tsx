import { useCallback, useRef, useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Banner } from '@store/domain/content';
import { parseLang, pickText } from '@store/domain/lang';
import { BannerArt } from './banner-art';
import { SmartLink } from './smart-link';
import { useAutoplay } from './use-autoplay';
import './hero-carousel.css';

/** The home banners (content 'home-banners') as a scroll-snap carousel with arrows, dots and autoplay. */
export function HeroCarousel({ banners }: { banners: Banner[] }) {
  const { t, i18n } = useTranslation('home');
  const lang = parseLang(i18n.language);
  const trackRef = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const count = banners.length;

  const goTo = useCallback(
    (target: number) => {
      const track = trackRef.current;
      if (!track || count === 0) return;
      const next = (target + count) % count;
      const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      track.scrollTo({ left: next * track.clientWidth, behavior: smooth ? 'smooth' : 'auto' });
      setIndex(next);
    },
    [count],
  );
  const advance = useCallback(() => goTo(index + 1), [goTo, index]);
  const autoplay = useAutoplay(index, count, advance);

  function onScroll() {
    const track = trackRef.current;
    if (!track || track.clientWidth === 0) return;
    const seen = Math.round(track.scrollLeft / track.clientWidth);
    if (seen !== index && seen >= 0 && seen < count) setIndex(seen);
  }

  function onBlur(event: FocusEvent<HTMLElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) autoplay.setFocused(false);
  }

  return (
    <section
      className="hero"
      aria-roledescription={t('carousel')}
      aria-label={t('banners')}
      onPointerEnter={(e) => e.pointerType === 'mouse' && autoplay.setHovered(true)}
      onPointerLeave={() => autoplay.setHovered(false)}
      onFocus={() => autoplay.setFocused(true)}
      onBlur={onBlur}
    >
      <div ref={trackRef} className="hero__track" aria-live={autoplay.running ? 'off' : 'polite'} onScroll={onScroll}>
        {banners.map((banner, i) => (
          <div
            key={banner.id}
            className={`hero-slide hero-slide--${banner.theme}`}
            role="group"
            aria-roledescription={t('slide')}
            aria-label={t('slideOf', { n: i + 1, count })}
            inert={i !== index}
          >
            <div className="hero-slide__text">
              <h2 className="hero-slide__title">{pickText(banner.title, lang)}</h2>
              <p className="hero-slide__subtitle">{pickText(banner.subtitle, lang)}</p>
              <SmartLink to={banner.link} className="hero-slide__cta">
                {pickText(banner.cta, lang)}
                <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                  <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              </SmartLink>
            </div>
            <BannerArt kind={banner.art} />
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className="hero__controls">
          <button type="button" className="hero__btn" aria-label={t('previous')} onClick={() => goTo(index - 1)}>
            <Chevron flip />
          </button>
          <div className="hero__dots">
            {banners.map((banner, i) => (
              <button
                key={banner.id}
                type="button"
                className="hero__dot"
                aria-label={t('goTo', { n: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => goTo(i)}
              />
            ))}
          </div>
          <button type="button" className="hero__btn" aria-label={t('next')} onClick={() => goTo(index + 1)}>
            <Chevron />
          </button>
          <button type="button" className="hero__btn" aria-label={autoplay.stopped ? t('play') : t('pause')} onClick={() => autoplay.setStopped(!autoplay.stopped)}>
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              {autoplay.stopped ? <path d="M8 5.5v13l11-6.5z" fill="currentColor" /> : <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" fill="currentColor" />}
            </svg>
          </button>
        </div>
      )}
    </section>
  );
}

function Chevron({ flip }: { flip?: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" style={flip ? { transform: 'scaleX(-1)' } : undefined}>
      <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
