import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FortuneCampaign } from '@store/domain/fortune-flows';
import type { NumberHold } from '@store/domain/number-search';
import { formatPrice } from '@store/domain/money';
import { parseLang } from '@store/domain/lang';
import { errorText } from '@/lib/error-text';
import { useConfig } from '@/lib/use-config';
import { useLuckyGroups } from '../api/get-lookups';
import { usePersonalize } from '../api/personalize';
import { profileOf, type FortuneForm } from '../fortune-form';
import { useFortuneChoose } from '../use-fortune-choose';
import { ChoosePanel } from './choose-panel';
import { GradeBadge } from './grade-badge';
import { ReadingDialog } from './reading-dialog';

interface Props {
  campaign: FortuneCampaign;
  form: FortuneForm;
  /** The plan already known (vhora god, mahachok), kept with the hold. */
  packageId?: number | null;
  onHeld: (hold: NumberHold) => void;
}

/**
 * The numbers ranked for the shopper (POST /fortune/personalize): the day of birth and kalakini
 * digit explained first, the high-tier filter when config berfuntong_high_tier is on, cards with
 * grade, group, best pair and the wishes met, "show more" by cursor; a card opens the full reading,
 * whose "choose this number" signs in, confirms the phone and holds.
 */
export function FortuneResults({ campaign, form, packageId = null, onHeld }: Props) {
  const { t, i18n } = useTranslation('fortune');
  const lang = parseLang(i18n.language);
  const config = useConfig();
  const groups = useLuckyGroups();
  const [highTier, setHighTier] = useState(false);
  const [open, setOpen] = useState<string | null>(null);
  const profile = useMemo(() => profileOf(form), [form]);
  const offerHighTier = config.berfuntong_high_tier.toggle && campaign !== 'vhora-god' && campaign !== 'presale-vhora-god';
  const query = useMemo(
    () => ({ campaign, ...profile, ...(campaign === 'zodiac' && form.zodiac_sign ? { zodiac_sign: form.zodiac_sign } : {}), high_tier: offerHighTier && highTier }),
    [campaign, profile, form.zodiac_sign, offerHighTier, highTier],
  );
  const list = usePersonalize(query);
  const { step, choose, verified, cancel } = useFortuneChoose(campaign, form, packageId, onHeld);
  const wishLabel = (key: string) => groups.data?.wishes.find((w) => w.key === key)?.label[lang] ?? key;

  const first = list.data?.pages[0];
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <section aria-labelledby="ftn-list-title" data-testid="fortune-results">
      <h2 id="ftn-list-title" className="ftn-subtitle" tabIndex={-1}>
        {t('list.title')}
      </h2>
      {first && (
        <div className="ftn-box ftn-explain" data-testid="fortune-explain">
          <p>{t('list.birthDay', { day: first.birth_day_name[lang], digit: first.kalakini })}</p>
          {first.zodiac && <p>{t('zodiac.yourSign', { sign: first.zodiac.name[lang], digits: first.zodiac.lucky_digits.join(', ') })}</p>}
          {(campaign === 'vhora-god' || campaign === 'presale-vhora-god') && <p>{t('list.topGrade')}</p>}
        </div>
      )}
      {offerHighTier && (
        <div className="ftn-filters">
          <button type="button" className="ftn-toggle" aria-pressed={highTier} onClick={() => setHighTier((v) => !v)}>
            {t('list.highTier')}
          </button>
        </div>
      )}
      <ChoosePanel step={step} campaign={campaign} onVerified={verified} onCancel={cancel} />
      {list.isError ? (
        <p className="ftn-error" role="alert">
          {errorText(t, list.error)}{' '}
          <button type="button" className="ftn-link" onClick={() => void list.refetch()}>
            {t('retry')}
          </button>
        </p>
      ) : !list.data ? (
        <p role="status">{t('list.loading')}</p>
      ) : items.length === 0 ? (
        <p role="status">{t('list.empty')}</p>
      ) : (
        <>
          <ul className="ftn-grid">
            {items.map((item) => (
              <li key={item.number} className="ftn-card" data-testid="fortune-item">
                <div className="ftn-card__top">
                  <span className="ftn-card__rank">{t('list.rank', { rank: item.rank })}</span>
                  <GradeBadge grade={item.grade} label={item.grade_label[lang]} />
                </div>
                <p className="ftn-card__number">{item.display}</p>
                <p className="ftn-card__group">
                  {item.group_title[lang]} · {item.subgroup_title[lang]}
                </p>
                {item.best_pair && <p className="ftn-card__pair">{t('list.bestPair', { pair: item.best_pair.pair, meaning: item.best_pair.meaning[lang] })}</p>}
                {item.matched_wishes.length > 0 && <p className="ftn-card__wishes">{t('list.matched', { wishes: item.matched_wishes.map(wishLabel).join(', ') })}</p>}
                <p className="ftn-card__price">{item.price === 0 ? t('list.free') : t('list.price', { price: formatPrice(item.price) })}</p>
                <button type="button" className="ftn-btn ftn-btn--small" aria-label={t('list.readFor', { number: item.display })} onClick={() => setOpen(item.number)}>
                  {t('list.read')}
                </button>
              </li>
            ))}
          </ul>
          {list.hasNextPage && (
            <button type="button" className="ftn-btn ftn-btn--ghost" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
              {list.isFetchingNextPage ? t('list.loading') : t('list.more')}
            </button>
          )}
        </>
      )}
      <ReadingDialog
        number={open}
        profile={profile}
        onClose={() => setOpen(null)}
        onChoose={(number) => {
          setOpen(null);
          choose(number);
        }}
      />
    </section>
  );
}
