import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiAsset } from '@/components/product/product-card';

/** The product pictures of the chosen colour: a large view and thumbnails to switch between them. */
export function Gallery({ images, name }: { images: string[]; name: string }) {
  const { t } = useTranslation('catalog');
  const [index, setIndex] = useState(0);
  const current = images[Math.min(index, images.length - 1)];
  return (
    <div className="gallery">
      <img className="gallery__main" src={apiAsset(current)} alt={t('gallery.view', { name, n: index + 1, total: images.length })} width={400} height={400} fetchPriority="high" />
      <ul className="gallery__thumbs" aria-label={t('gallery.label')}>
        {images.map((src, i) => (
          <li key={src}>
            <button
              type="button"
              className={`gallery__thumb${i === index ? ' is-current' : ''}`}
              aria-pressed={i === index}
              aria-label={t('gallery.show', { n: i + 1 })}
              onClick={() => setIndex(i)}
            >
              <img src={apiAsset(src)} alt="" width={72} height={72} loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
