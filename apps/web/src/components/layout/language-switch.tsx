import { LANGS, type Lang } from '@store/domain/lang';
import { track } from '@/lib/analytics';
import { changeLanguage } from '@/lib/i18n';
import { useChrome } from './use-chrome';

/** Each language named in itself, so a reader of either finds it (spec 4: language switch). */
const NAMES: Record<Lang, { code: string; name: string }> = {
  th: { code: 'TH', name: 'ภาษาไทย' },
  en: { code: 'EN', name: 'English' },
};

/** The th/en toggle: two buttons in a labelled group, the current one pressed. */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { t, lang } = useChrome();
  return (
    <div role="group" aria-label={t('language')} className={`lang-switch ${className}`} data-testid="language-switch">
      {LANGS.map((code) => (
        <button
          key={code}
          type="button"
          lang={code}
          aria-label={NAMES[code].name}
          aria-pressed={code === lang}
          onClick={() => {
            if (code === lang) return;
            track('header_button', { button: 'language', label: code });
            void changeLanguage(code);
          }}
        >
          {NAMES[code].code}
        </button>
      ))}
    </div>
  );
}
