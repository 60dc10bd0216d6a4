import { useTranslation } from 'react-i18next';

/** A number's grade for the shopper ("A+"), with its label as the accessible text when given. */
export function GradeBadge({ grade, label }: { grade: string; label?: string }) {
  const { t } = useTranslation('fortune');
  return (
    <span className={`ftn-grade ftn-grade--${grade.replace('+', 'plus')}`} title={label} data-testid="grade">
      {t('list.grade', { grade })}
      {label && <span className="visually-hidden"> · {label}</span>}
    </span>
  );
}
