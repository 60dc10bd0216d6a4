import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the document title ("… | store") and the meta description for the page, restoring them on leave. */
export function useDocumentTitle(title: string, description?: string) {
  const { t } = useTranslation('catalog');
  useEffect(() => {
    if (!title) return;
    const before = document.title;
    document.title = `${title} | ${t('storeName')}`;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    const beforeDescription = meta?.content;
    if (description) {
      if (!meta) {
        meta = document.createElement('meta');
        meta.name = 'description';
        document.head.append(meta);
      }
      meta.content = description.slice(0, 300);
    }
    return () => {
      document.title = before;
      if (meta && beforeDescription !== undefined) meta.content = beforeDescription;
    };
  }, [title, description, t]);
}
