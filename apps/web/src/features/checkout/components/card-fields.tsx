import type { InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { cardBrand, cardDigits, cardIssues, type CardInput, type CardIssue } from '@store/domain/payment';

export interface CardDraft {
  name: string;
  number: string;
  expiry: string;
  cvc: string;
}
export const EMPTY_CARD: CardDraft = { name: '', number: '', expiry: '', cvc: '' };

/** "4242 4242 4242 4242": groups of four as typed (Amex 4-6-5). */
function groupNumber(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 19);
  if (/^3[47]/.test(digits)) return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)].filter(Boolean).join(' ');
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "MM/YY" as typed. */
function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** The draft as the vault's card input (expiry "MM/YY" → month and 20YY). */
export function toCardInput(draft: CardDraft): CardInput {
  const [mm = '', yy = ''] = draft.expiry.split('/');
  return {
    name: draft.name.trim(),
    number: cardDigits(draft.number),
    expiration_month: Number(mm),
    expiration_year: yy.length === 2 ? 2000 + Number(yy) : Number(yy),
    security_code: draft.cvc,
  };
}

const FIELD_OF: Record<CardIssue, keyof CardDraft> = {
  invalid_number: 'number',
  unsupported_brand: 'number',
  invalid_expiration: 'expiry',
  expired_card: 'expiry',
  invalid_security_code: 'cvc',
};

/** What is wrong with the draft, by field (checked in the browser before tokenising). */
export function cardProblems(draft: CardDraft, now = new Date()): Partial<Record<keyof CardDraft, string>> {
  const problems: Partial<Record<keyof CardDraft, string>> = {};
  if (!draft.name.trim()) problems.name = 'name_required';
  for (const issue of cardIssues(toCardInput(draft), now)) problems[FIELD_OF[issue]] ??= issue;
  return problems;
}

/**
 * The card form (name, number, expiry, CVC). Its values go only to the gateway's vault (see
 * tokenize-card.ts), never to the store's API. No `name` attributes: the form is never submitted.
 */
export function CardFields({ value, onChange, problems }: { value: CardDraft; onChange: (next: CardDraft) => void; problems: Partial<Record<keyof CardDraft, string>> }) {
  const { t } = useTranslation('checkout');
  const brand = cardBrand(value.number);
  const field = (key: keyof CardDraft, label: string, input: InputHTMLAttributes<HTMLInputElement>, hint?: string) => (
    <div className="ck-field">
      <label htmlFor={`card-${key}`}>{label}</label>
      <input
        id={`card-${key}`}
        value={value[key]}
        aria-invalid={problems[key] ? true : undefined}
        aria-describedby={[hint ? `card-${key}-hint` : '', problems[key] ? `card-${key}-error` : ''].filter(Boolean).join(' ') || undefined}
        {...input}
      />
      {hint && (
        <p className="ck-field__hint" id={`card-${key}-hint`}>
          {hint}
        </p>
      )}
      {problems[key] && (
        <p className="ck-field__error" id={`card-${key}-error`}>
          {t(`card.issues.${problems[key]}`)}
        </p>
      )}
    </div>
  );
  return (
    <div className="ck-card" data-testid="card-fields">
      {field(
        'number',
        t('card.number'),
        { type: 'text', inputMode: 'numeric', autoComplete: 'cc-number', maxLength: 23, onChange: (e) => onChange({ ...value, number: groupNumber(e.target.value) }) },
        brand ? t('card.brand', { brand }) : t('card.numberHint'),
      )}
      {field('name', t('card.name'), { type: 'text', autoComplete: 'cc-name', maxLength: 100, onChange: (e) => onChange({ ...value, name: e.target.value }) })}
      <div className="ck-card__row">
        {field('expiry', t('card.expiry'), {
          type: 'text',
          inputMode: 'numeric',
          autoComplete: 'cc-exp',
          placeholder: t('card.expiryPlaceholder'),
          maxLength: 5,
          onChange: (e) => onChange({ ...value, expiry: formatExpiry(e.target.value) }),
        })}
        {field(
          'cvc',
          t('card.cvc'),
          {
            type: 'password',
            inputMode: 'numeric',
            autoComplete: 'cc-csc',
            maxLength: 4,
            onChange: (e) => onChange({ ...value, cvc: e.target.value.replace(/\D/g, '').slice(0, 4) }),
          },
          t('card.cvcHint'),
        )}
      </div>
    </div>
  );
}
