import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { pickText, type Lang } from '@store/domain/lang';
import { ProductGrid } from '@/components/product/product-card';
import { useCampaign } from '../api/get-campaign';
import { useDocumentTitle } from '../use-document-title';
import '../catalog.css';

/**
 * /online-store/campaign/:name (route online-store-campaign): products only while the campaign is
 * active (status active and now between start and end); otherwise why it is not on.
 */
export function CampaignPage() {
  const { name = '' } = useParams();
  const { t, i18n } = useTranslation('catalog');
  const lang = i18n.language as Lang;
  const campaign = useCampaign(name.toLowerCase());
  const data = campaign.data;
  useDocumentTitle(data ? pickText(data.title, lang) : '', data ? pickText(data.description, lang) : undefined);
  if (campaign.isError) return <Navigate to="/" replace />;
  if (!data) return <div className="page" aria-busy="true" />;
  const date = (sec: number) => new Intl.DateTimeFormat(lang === 'th' ? 'th-TH' : 'en-GB', { dateStyle: 'long', timeZone: 'Asia/Bangkok' }).format(new Date(sec * 1000));
  return (
    <div className="page campaign">
      <header className={`editorial__hero theme-${data.theme}`}>
        <h1>{pickText(data.title, lang)}</h1>
        <p>{pickText(data.description, lang)}</p>
        {data.active && <p className="campaign__dates">{t('campaign.until', { date: date(data.end_date.sec) })}</p>}
      </header>
      {data.active ? (
        <ProductGrid products={data.products} label={pickText(data.title, lang)} />
      ) : (
        <div className="plist__empty" data-testid="campaign-closed">
          <p>{data.phase === 'upcoming' ? t('campaign.upcoming', { date: date(data.start_date.sec) }) : data.phase === 'ended' ? t('campaign.ended') : t('campaign.inactive')}</p>
          <Link className="cbtn" to="/online-store/list/all">
            {t('campaign.browse')}
          </Link>
        </div>
      )}
    </div>
  );
}
