import { useTranslation } from 'react-i18next';
import type { ProductCard } from '@store/domain/catalog';

const ICON: Record<ProductCard['badges'][number], string> = {
  warranty_1y: 'M12 3 4 6v6c0 4.6 3.4 8 8 9 4.6-1 8-4.4 8-9V6zm-3 9 2 2 4-4',
  genuine: 'm12 2 2.6 2 3.2-.3.9 3.1 2.8 1.7-1.3 3 1.3 3-2.8 1.7-.9 3.1-3.2-.3L12 22l-2.6-2-3.2.3-.9-3.1-2.8-1.7 1.3-3-1.3-3 2.8-1.7.9-3.1 3.2.3zm-3.5 10 2.5 2.5 4.5-5',
  delivery_48h: 'M2 6h12v10H2zm12 4h4l4 3.5V16h-8m-8.5 3a1.8 1.8 0 1 0 0-3.6 1.8 1.8 0 0 0 0 3.6zm11 0a1.8 1.8 0 1 0 0-3.6 1.8 1.8 0 0 0 0 3.6z',
};

/** The grid badges of spec 1: 1-year warranty, 100% genuine, delivery within 48 hours. */
export function GridBadges({ badges }: { badges: ProductCard['badges'] }) {
  const { t } = useTranslation('product');
  return (
    <ul className="badges" aria-label={t('badgesLabel')}>
      {badges.map((badge) => (
        <li key={badge} className="badge">
          <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
            <path d={ICON[badge]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          {t(`badges.${badge}`)}
        </li>
      ))}
    </ul>
  );
}
