import type { Banner } from '@store/domain/content';

/**
 * A banner's illustration for its `art` kind: a static SVG file (public/images/art/<kind>.svg, 0.6 to
 * 1 KB each, cached by the browser) instead of elements in the home page's script, where the six of
 * them cost about 1 KB gzip on every visit (issue 12, decision 049). Decorative: empty alt. Every
 * slide's art loads with the page (under 1 KB each), so a slide never shows before its picture.
 */
export function BannerArt({ kind }: { kind: Banner['art'] }) {
  return <img className="hero-art" src={`images/art/${kind}.svg`} alt="" width={200} height={160} decoding="async" />;
}
