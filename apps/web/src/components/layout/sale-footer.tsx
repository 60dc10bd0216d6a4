import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { pickText } from '@store/domain/lang';
import { saleLogoutNow, useSaleData } from '@/lib/sale-mode';
import { useChrome } from './use-chrome';

/** The sale-mode footer (spec 2, 6): with sale_mode 1 stored, the shop, a home link to /sale and logout. */
export function SaleFooter() {
  const { t, lang } = useChrome();
  const sale = useSaleData();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  if (!sale) return null;
  const logout = async () => {
    setBusy(true);
    await saleLogoutNow().catch(() => undefined);
    setBusy(false);
    void navigate('/sale/login');
  };
  return (
    <nav className="ftr-sale" aria-label={t('saleFooter.label')} data-testid="sale-footer">
      <div className="ftr-wrap ftr-sale__row">
        <span className="ftr-sale__shop">{t('saleFooter.shop', { shop: pickText(sale.shop_name, lang) })}</span>
        <Link to="/sale" className="ftr-sale__link">
          {t('saleFooter.home')}
        </Link>
        <button type="button" className="ftr-sale__link" onClick={() => void logout()} disabled={busy}>
          {t('saleFooter.logout')}
        </button>
      </div>
    </nav>
  );
}
