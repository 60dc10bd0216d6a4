import type { ReactNode } from 'react';
import type { Banner } from '@store/domain/content';

const GOLD = '#ffd54a';
const W = '#fff';

/** Small inline illustration for a banner's `art` kind (no image files, nothing to load). */
export function BannerArt({ kind }: { kind: Banner['art'] }) {
  return (
    <svg className="hero-art" viewBox="0 0 200 160" aria-hidden="true" focusable="false">
      <circle cx="112" cy="84" r="66" fill={W} opacity="0.1" />
      <circle cx="112" cy="84" r="46" fill={W} opacity="0.08" />
      {ART[kind]}
      <path d="M28 30l3 8 8 3-8 3-3 8-3-8-8-3 8-3z" fill={GOLD} />
      <circle cx="178" cy="132" r="4" fill={GOLD} opacity="0.9" />
    </svg>
  );
}

const ART: Record<Banner['art'], ReactNode> = {
  phone: (
    <g>
      <rect x="78" y="14" width="66" height="132" rx="12" fill="#1d1d24" />
      <rect x="83" y="19" width="56" height="122" rx="8" fill={W} />
      <rect x="89" y="30" width="44" height="44" rx="6" fill={GOLD} />
      <path d="M97 64V54M105 64V48M113 64V42M121 64V36" stroke="#1d1d24" strokeWidth="4" strokeLinecap="round" />
      <rect x="89" y="82" width="44" height="6" rx="3" fill="#1d1d24" opacity="0.2" />
      <rect x="89" y="94" width="30" height="6" rx="3" fill="#1d1d24" opacity="0.2" />
      <rect x="89" y="112" width="44" height="16" rx="8" fill="#d7001d" />
      <rect x="103" y="23" width="16" height="4" rx="2" fill="#1d1d24" />
    </g>
  ),
  sim: (
    <g>
      <path d="M80 22h42l24 24v88a8 8 0 0 1-8 8H80a8 8 0 0 1-8-8V30a8 8 0 0 1 8-8z" fill={W} />
      <rect x="88" y="64" width="44" height="52" rx="6" fill={GOLD} />
      <path d="M88 82h16M116 82h16M88 98h16M116 98h16M110 64v52" stroke="#b8860b" strokeWidth="3" />
    </g>
  ),
  router: (
    <g>
      <path d="M90 76l-8-40M134 76l8-40" stroke={W} strokeWidth="6" strokeLinecap="round" />
      <rect x="66" y="76" width="92" height="44" rx="10" fill={W} />
      <circle cx="84" cy="98" r="4" fill="#12a150" />
      <circle cx="98" cy="98" r="4" fill="#12a150" />
      <circle cx="112" cy="98" r="4" fill={GOLD} />
      <rect x="80" y="120" width="12" height="8" rx="2" fill={W} />
      <rect x="132" y="120" width="12" height="8" rx="2" fill={W} />
      <path d="M96 40a24 24 0 0 1 32 0M103 50a12 12 0 0 1 18 0" stroke={GOLD} strokeWidth="5" fill="none" strokeLinecap="round" />
    </g>
  ),
  lucky: (
    <g>
      <circle cx="112" cy="84" r="48" fill={GOLD} />
      <circle cx="112" cy="84" r="38" fill="none" stroke="#b8860b" strokeWidth="3" strokeDasharray="4 5" />
      <path d="M112 56l8.5 17.5 19.5 2.5-14 13.5 3.5 19.5L112 100l-17.5 9.5 3.5-19.5-14-13.5 19.5-2.5z" fill="#d7001d" />
      <path d="M164 34l2 6 6 2-6 2-2 6-2-6-6-2 6-2z" fill={W} />
    </g>
  ),
  port: (
    <g>
      <rect x="48" y="40" width="44" height="84" rx="9" fill={W} />
      <rect x="132" y="40" width="44" height="84" rx="9" fill={W} />
      <rect x="54" y="50" width="32" height="60" rx="4" fill="#1d1d24" opacity="0.15" />
      <rect x="138" y="50" width="32" height="60" rx="4" fill={GOLD} />
      <path d="M98 70h26l-8-8M126 96h-26l8 8" stroke={GOLD} strokeWidth="5" fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </g>
  ),
  coupon: (
    <g>
      <path d="M56 48h112v22a14 14 0 0 0 0 28v22H56V98a14 14 0 0 0 0-28z" fill={W} />
      <path d="M126 52v64" stroke="#1d1d24" strokeOpacity="0.25" strokeWidth="3" strokeDasharray="6 6" />
      <circle cx="82" cy="72" r="7" fill="none" stroke="#d7001d" strokeWidth="5" />
      <circle cx="104" cy="98" r="7" fill="none" stroke="#d7001d" strokeWidth="5" />
      <path d="M106 66l-26 38" stroke="#d7001d" strokeWidth="5" strokeLinecap="round" />
      <circle cx="147" cy="84" r="9" fill={GOLD} />
    </g>
  ),
};
