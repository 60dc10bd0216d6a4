/**
 * The chrome's inline icons: 24x24 outline paths (a leading "F" marks a filled shape). Decorative:
 * every icon is aria-hidden and the control around it carries the accessible name.
 */
const PATHS = {
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zm9 2-4.35-4.35',
  bag: 'M5 8h14l-1.2 12.1a1 1 0 0 1-1 .9H7.2a1 1 0 0 1-1-.9zm4 0V7a3 3 0 0 1 6 0v1',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-8 9a8 8 0 0 1 16 0',
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'm6 6 12 12M18 6 6 18',
  down: 'm6 9 6 6 6-6',
  left: 'm15 18-6-6 6-6',
  right: 'm9 6 6 6-6 6',
  arrow: 'M5 12h14m-6-6 6 6-6 6',
  box: 'm21 8-9-5-9 5v8l9 5 9-5zM3 8l9 5 9-5m-9 5v8',
  truck: 'M2 6h12v10H2zm12 4h4l4 3.5V16h-8m-8.5 3a1.8 1.8 0 1 0 0-3.6 1.8 1.8 0 0 0 0 3.6zm11 0a1.8 1.8 0 1 0 0-3.6 1.8 1.8 0 0 0 0 3.6z',
  card: 'M3 6h18v12H3zm0 4h18M7 15h4',
  swap: 'M7 4 3 8l4 4M3 8h14m0 12 4-4-4-4m4 4H7',
  shield: 'M12 3 4 6v6c0 4.6 3.4 8 8 9 4.6-1 8-4.4 8-9V6zm-3 9 2 2 4-4',
  seal: 'm12 2 2.6 2 3.2-.3.9 3.1 2.8 1.7-1.3 3 1.3 3-2.8 1.7-.9 3.1-3.2-.3L12 22l-2.6-2-3.2.3-.9-3.1-2.8-1.7 1.3-3-1.3-3 2.8-1.7.9-3.1 3.2.3zm-3.5 10 2.5 2.5 4.5-5',
  tag: 'M3 3h8l10 10-8 8L3 11zm4.5 4.5h.01',
  phone: 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2',
  chat: 'M21 11.5c0 4.7-4 8.5-9 8.5a9.7 9.7 0 0 1-3.6-.7L3 21l1.5-4.3A8.2 8.2 0 0 1 3 11.5C3 6.8 7 3 12 3s9 3.8 9 8.5zM8 11.5h.01m3.99 0h.01m3.99 0h.01',
  logout: 'M9 21H5V3h4m7 14 5-5-5-5m5 5H9',
  globe: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM3 12h18M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9c-2.5-2.5-3.8-5.5-3.8-9S9.5 5.5 12 3z',
  alert: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zm0-13v5m0 3h.01',
  store: 'M4 9 5.5 4h13L20 9M4 9v11h16V9M4 9c0 1.7 1.3 3 3 3s2.7-1.3 2.7-3c0 1.7 1.3 3 3 3S15 10.7 15 9c0 1.7 1.3 3 2.5 3S20 10.7 20 9m-10 11v-5h4v5',
  facebook: 'FM14 8h3V4h-3a4 4 0 0 0-4 4v2H7v4h3v8h4v-8h3l1-4h-4z',
  line: 'FM12 3C6.5 3 2 6.6 2 11c0 4 3.6 7.3 8.4 7.9.4.1.8.3.9.6l-.2 1.6c0 .4.2 1.1 1 .6C15.4 19.8 22 15.8 22 11c0-4.4-4.5-8-10-8z',
  youtube:
    'FM21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8zM10 15V9l5.2 3z',
  instagram: 'M7.5 3h9A4.5 4.5 0 0 1 21 7.5v9a4.5 4.5 0 0 1-4.5 4.5h-9A4.5 4.5 0 0 1 3 16.5v-9A4.5 4.5 0 0 1 7.5 3zM12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm5.5-9.5h.01',
  tiktok: 'FM16.2 3c.4 2.5 1.9 4.1 4.3 4.3v3.3a7.7 7.7 0 0 1-4.3-1.3V15a6 6 0 1 1-6-6v3.3a2.7 2.7 0 1 0 2.7 2.7V3z',
  x: 'M4 4h4.5L20 20h-4.5zm15.5 0-6.2 6.8M4.5 20l6.2-6.8',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 24, className }: { name: IconName; size?: number; className?: string }) {
  const d: string = PATHS[name];
  const filled = d.startsWith('F');
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      fill={filled ? 'currentColor' : 'none'}
      stroke={filled ? 'none' : 'currentColor'}
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={filled ? d.slice(1) : d} fillRule="evenodd" />
    </svg>
  );
}

/** The store's mark: a sun rising over a red tile ("tawan" is Thai for sun). */
export function LogoMark({ size = 36 }: { size?: number }) {
  return (
    <svg viewBox="0 0 36 36" width={size} height={size} aria-hidden="true" focusable="false">
      <rect width="36" height="36" rx="10" fill="#d7001d" />
      <circle cx="18" cy="22" r="7" fill="#fff" />
      <path d="M18 6v4M7.5 10.5l2.8 2.8M28.5 10.5l-2.8 2.8M4 22h4M28 22h4" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" />
      <path d="M4 27h28" stroke="#d7001d" strokeWidth="4" />
    </svg>
  );
}
