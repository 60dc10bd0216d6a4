import { useTranslation } from 'react-i18next';

/**
 * "Skip to content": moves focus to <main id="main">. Handled in script because the document's
 * <base href> would turn a bare "#main" into a navigation to the store's root.
 */
export function SkipLink() {
  const { t } = useTranslation('layout');
  return (
    <a
      className="skip-link"
      href="#main"
      onClick={(event) => {
        const main = document.getElementById('main');
        if (!main) return;
        event.preventDefault();
        main.focus();
        main.scrollIntoView();
      }}
    >
      {t('skipToContent')}
    </a>
  );
}
