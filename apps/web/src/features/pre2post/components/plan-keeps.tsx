import { useTranslation } from 'react-i18next';
import type { Pre2postPlan } from '@store/domain/pre2post';
import { parseLang } from '@store/domain/lang';

/** What the subscriber keeps when converting to this plan, in the offer's words (else: the number, and the prepaid balance by its policy). */
export function PlanKeeps({ plan }: { plan: Pre2postPlan }) {
  const { t, i18n } = useTranslation('pre2post');
  const lang = parseLang(i18n.language);
  const items = plan.keeps.notes.length ? plan.keeps.notes.map((note) => note[lang]) : [t('keeps.number'), t(`keeps.balance.${plan.keeps.balance}`)];
  return (
    <ul className="p2p-keeps" aria-label={t('keeps.title')} data-testid="plan-keeps">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
