import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets "… | store" as the document title while the page shows (a kept-alive page sets it again when shown). */
export function useDocumentTitle(title: string) {
  const { t } = useTranslation('common');
  useEffect(() => {
    if (!title) return;
    const before = document.title;
    document.title = `${title} | ${t('storeName')}`;
    return () => {
      document.title = before;
    };
  }, [title, t]);
}
