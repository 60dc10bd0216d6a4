import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { pickText, type Lang } from '@store/domain/lang';
import { ProductGrid } from '@/components/product/product-card';
import { useEditorial } from '../api/get-editorial';
import { useDocumentTitle } from '../use-document-title';
import '../catalog.css';

/** /editorial/:id and /online-store/brand/:name/editorial/:id: an article with related products. */
export function EditorialPage() {
  const { id = '', name } = useParams();
  const { t, i18n } = useTranslation('catalog');
  const lang = i18n.language as Lang;
  const editorial = useEditorial(id, name?.toLowerCase());
  const data = editorial.data;
  useDocumentTitle(data ? pickText(data.title, lang) : '', data ? pickText(data.summary, lang) : undefined);
  if (editorial.isError) return <Navigate to="/" replace />;
  if (!data) return <div className="page" aria-busy="true" />;
  return (
    <article className="page editorial">
      {name && (
        <p className="editorial__back">
          <Link to={`/online-store/brand/${name.toLowerCase()}`}>{t('editorial.backToShop')}</Link>
        </p>
      )}
      <header className={`editorial__hero theme-${data.theme}`}>
        <h1>{pickText(data.title, lang)}</h1>
        <p>{pickText(data.summary, lang)}</p>
      </header>
      <div className="editorial__body">
        {data.body.map((block, i) => (block.kind === 'h2' ? <h2 key={i}>{pickText(block.text, lang)}</h2> : <p key={i}>{pickText(block.text, lang)}</p>))}
      </div>
      {data.products.length > 0 && (
        <section aria-labelledby="editorial-products" className="editorial__products">
          <h2 id="editorial-products">{t('editorial.products')}</h2>
          <ProductGrid products={data.products} />
        </section>
      )}
    </article>
  );
}
