import { useTranslation } from 'react-i18next';
import type { CardStatus } from '../api/get-card-status';
import { agingText, dateText, storeAsset } from '../format';

/** The member card: its image by tier, the tier, the masked number and how long a member (spec 3 aging). */
export function MemberCard({ card }: { card: NonNullable<CardStatus['card']> }) {
  const { t, i18n } = useTranslation('loyalty');
  const tier = t(`tiers.${card.tier}`);
  return (
    <section className={`loy-card loy-card--${card.tier}`} data-testid="member-card" aria-label={t('card.title')}>
      <img className="loy-card__image" src={storeAsset(card.image_url)} alt={t('card.image', { tier })} width={120} height={76} />
      <div>
        <p className="loy-card__tier" data-testid="member-card-tier">
          {tier}
        </p>
        <p className="loy-card__meta">{t('card.number', { number: card.card_no })}</p>
        <p className="loy-card__meta" data-testid="member-card-aging">
          {t('aging', { text: agingText(t, card.aging) })}
        </p>
        <p className="loy-card__meta">{t('card.since', { date: dateText(i18n.language, card.member_since) })}</p>
      </div>
    </section>
  );
}
