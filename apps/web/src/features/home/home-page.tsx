import { useTranslation } from 'react-i18next';

export function HomePage() {
  const { t } = useTranslation();
  return <div className="page"><h1>{t('storeName')}</h1></div>;
}
