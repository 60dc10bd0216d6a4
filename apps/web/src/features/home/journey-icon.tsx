import type { JourneyTile } from '@store/domain/content';

const PATHS: Record<JourneyTile['id'], string> = {
  numbers: 'M5 9h14M5 15h14M10 4L8 20M16 4l-2 16',
  postpaid: 'M8 3h7l4 4v13a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zM10 11h6v6h-6zM13 11v6',
  prepaid: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7.5v9M7.5 12h9',
  devices: 'M8 2.5h8a2 2 0 0 1 2 2v15a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2v-15a2 2 0 0 1 2-2zM11 18h2',
  'home-internet': 'M3.5 11L12 4l8.5 7M5.5 9.5V20h13V9.5M9 14.5a4.5 4.5 0 0 1 6 0M10.8 17a1.8 1.8 0 0 1 2.4 0',
  mnp: 'M4 8h14l-4-4M20 16H6l4 4',
};

/** Line icon for a home journey tile. */
export function JourneyIcon({ id }: { id: JourneyTile['id'] }) {
  return (
    <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
      <path d={PATHS[id]} fill="none" stroke="currentColor" strokeWidth="1.9" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
