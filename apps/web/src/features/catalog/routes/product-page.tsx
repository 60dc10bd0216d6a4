import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router';
import { useProduct } from '../api/get-product';
import { useProductBySlug } from '../api/get-product-by-slug';
import { ProductDetailView } from '../components/product-detail';
import '../catalog.css';

function Loading() {
  const { t } = useTranslation('catalog');
  return (
    <div className="page pdp" aria-busy="true">
      <p className="visually-hidden" role="status">
        {t('loading')}
      </p>
      <div className="pdp__top pdp--skeleton" />
    </div>
  );
}

function ProductById({ id }: { id: number }) {
  const product = useProduct(id);
  if (product.isError || !Number.isInteger(id) || id <= 0) return <Navigate to="/" replace />;
  if (!product.data) return <Loading />;
  return <ProductDetailView product={product.data} />;
}

/** /online-store/item/:id (route online-store-detail). An unknown id goes home. */
export function ProductItemPage() {
  const { id = '' } = useParams();
  return <ProductById key={id} id={Number(id)} />;
}

/** /:category_name/:brand_name/:product_slug (route product-detail), segments lowercased; unknown goes home. */
export function ProductSlugPage() {
  const { category_name = '', brand_name = '', product_slug = '' } = useParams();
  const { search } = useLocation();
  const found = useProductBySlug(category_name, brand_name, product_slug);
  const lower = `/${category_name}/${brand_name}/${product_slug}`.toLowerCase();
  if (lower !== `/${category_name}/${brand_name}/${product_slug}`) return <Navigate to={`${lower}${search}`} replace />;
  if (found.isError) return <Navigate to="/" replace />;
  if (!found.data) return <Loading />;
  return <ProductDetailView key={found.data.id} product={found.data} />;
}
