import { useTranslation } from 'react-i18next';
import type { MnpOffer } from '@store/domain/mnp';

type T = ReturnType<typeof useTranslation<'mnp'>>['t'];

/** A plan's allowances in words (data, speed, calls), leaving out what it does not state. */
export function OfferFacts({ offer }: { offer: MnpOffer }) {
  const { t } = useTranslation('mnp');
  const facts = [
    offer.data_gb === null ? null : offer.data_gb >= 999 ? t('plan.dataUnlimited') : t('plan.data', { gb: offer.data_gb }),
    offer.speed_mbps === null ? null : t('plan.speed', { mbps: offer.speed_mbps }),
    offer.call_minutes === null ? null : offer.call_minutes >= 9999 ? t('plan.callsUnlimited') : t('plan.calls', { minutes: offer.call_minutes }),
  ].filter((f): f is string => !!f);
  if (!facts.length) return null;
  return (
    <p className="mnp-plan__facts">
      {facts.map((f) => (
        <span key={f}>{f}</span>
      ))}
    </p>
  );
}

export const contractText = (t: T, months: number) => (months > 0 ? t('plan.contract', { count: months }) : t('plan.noContract'));
export const advanceText = (t: T, satang: number, money: (s: number) => string) => (satang > 0 ? t('plan.advance', { amount: money(satang) }) : t('plan.noAdvance'));
