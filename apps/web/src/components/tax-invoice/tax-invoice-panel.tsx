import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isThaiTaxId } from '@store/domain/thai-id';
import { ApiError } from '@/lib/api-client';
import { basePath } from '@/lib/boot';
import { errorCode } from '@/lib/error-code';
import { loadNamespaces } from '@/lib/i18n';
import { useRequestTaxInvoice, type TaxInvoiceBody } from './request-tax-invoice';
import './tax-invoice.css';

void loadNamespaces(['tax-invoice']);

type Field = 'name' | 'tax_id' | 'branch' | 'address' | 'email';
type Errors = Partial<Record<Field, string>>;
const FIELDS: Field[] = ['name', 'tax_id', 'branch', 'address', 'email'];
const PAID = new Set(['paid', 'packing', 'delivering', 'delivered']);

interface Values {
  name: string;
  tax_id: string;
  branchKind: 'head_office' | 'branch';
  branchNo: string;
  address: string;
  email: string;
}

/** The same checks as the API (packages/domain/src/tax-invoice.ts), with its error codes. */
function check(v: Values): Errors {
  const e: Errors = {};
  const name = v.name.trim();
  if (!name) e.name = 'name_required';
  else if (name.length > 200) e.name = 'name_too_long';
  const id = v.tax_id.replace(/[\s-]/g, '');
  if (!/^\d{13}$/.test(id)) e.tax_id = 'tax_id_format';
  else if (!isThaiTaxId(id)) e.tax_id = 'tax_id_checksum';
  if (v.branchKind === 'branch' && !/^\d{5}$/.test(v.branchNo.trim())) e.branch = 'branch_format';
  const address = v.address.trim();
  if (!address) e.address = 'address_required';
  else if (address.length > 300) e.address = 'address_too_long';
  if (v.email.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.email.trim())) e.email = 'email_invalid';
  return e;
}

/** The API's field errors (400 validation_failed, details `{ path: 'body.tax_id', message: 'tax_id_checksum' }`). */
function fieldErrorsOf(error: unknown): Errors {
  if (!(error instanceof ApiError) || !Array.isArray(error.details)) return {};
  const e: Errors = {};
  for (const d of error.details as { path?: string; message?: string }[]) {
    const field = d.path?.replace(/^body\./, '') as Field;
    if (FIELDS.includes(field) && d.message) e[field] ??= d.message;
  }
  return e;
}

/**
 * A paid order's full tax invoice (ใบกำกับภาษีเต็มรูป, issue 13): the download link when one was
 * issued; else "Request a full tax invoice", which opens the buyer form (name, tax ID, head office or
 * branch number, address, e-mail). Field errors are red, announced and mark their field aria-invalid.
 */
export function TaxInvoicePanel({
  order,
  className = '',
}: {
  order: { secure_key: string; state: string; tax_invoice: { number: string; issued_at: string } | null };
  className?: string;
}) {
  const { t, i18n, ready } = useTranslation('tax-invoice', { useSuspense: false });
  const lang = i18n.language === 'en' ? 'en' : 'th';
  const id = useId();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<Values>({ name: '', tax_id: '', branchKind: 'head_office', branchNo: '', address: '', email: '' });
  const [errors, setErrors] = useState<Errors>({});
  const refs = useRef<Partial<Record<Field, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const mutation = useRequestTaxInvoice(order.secure_key);
  const invoice = mutation.data ?? order.tax_invoice;
  const doneRef = useRef<HTMLParagraphElement>(null);
  // Once issued, the form is gone: focus moves to what replaced it (read out, scrolled into view).
  useEffect(() => {
    if (mutation.data) doneRef.current?.focus();
  }, [mutation.data]);
  // The button is replaced by the form: focus goes to its first field.
  useEffect(() => {
    if (open) refs.current.name?.focus();
  }, [open]);

  if (!ready || (!invoice && !PAID.has(order.state))) return null;

  const pdf = `${basePath()}/api/orders/${encodeURIComponent(order.secure_key)}/tax-invoice.pdf?lang=${lang}`;
  if (invoice) {
    const date = new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'th-TH', { dateStyle: 'long', timeZone: 'Asia/Bangkok' }).format(new Date(invoice.issued_at));
    return (
      <section className={`ti ${className}`} aria-labelledby={`${id}-title`} data-testid="tax-invoice">
        <h3 id={`${id}-title`} className="ti__title">
          {t('title')}
        </h3>
        <p role="status" className="ti__done" ref={doneRef} tabIndex={-1}>
          {mutation.data ? t('issued', { number: invoice.number, date }) : t('exists', { number: invoice.number, date })}
        </p>
        <a className="ti-btn ti-btn--primary" href={pdf} target="_blank" rel="noopener" data-testid="tax-invoice-download">
          {t('download', { number: invoice.number })}
        </a>
      </section>
    );
  }

  const set = (field: keyof Values) => (ev: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: ev.target.value }));
    const key = (field === 'branchNo' || field === 'branchKind' ? 'branch' : field) as Field;
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const focusFirst = (e: Errors) => {
    const first = FIELDS.find((f) => e[f]);
    if (first) (refs.current[first === 'branch' ? 'branch' : first] ?? null)?.focus();
  };

  const submit = (ev: FormEvent) => {
    ev.preventDefault();
    const found = check(values);
    setErrors(found);
    if (Object.keys(found).length) return focusFirst(found);
    const body: TaxInvoiceBody = {
      name: values.name.trim(),
      tax_id: values.tax_id.replace(/[\s-]/g, ''),
      branch: values.branchKind === 'head_office' ? 'head_office' : values.branchNo.trim(),
      address: values.address.trim(),
      ...(values.email.trim() ? { email: values.email.trim() } : {}),
    };
    mutation.mutate(body, {
      onError: (error) => {
        const fromServer = fieldErrorsOf(error);
        setErrors(fromServer);
        focusFirst(fromServer);
      },
    });
  };

  const fieldError = (field: Field) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="ti-error" role="alert">
        {t([`errors.${errors[field]}`, 'errors.generic'])}
      </p>
    ) : null;
  const a11y = (field: Field, hint?: string) => ({
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': [errors[field] ? `${id}-${field}-error` : '', hint ?? ''].filter(Boolean).join(' ') || undefined,
  });
  const formError = mutation.isError && !Object.keys(fieldErrorsOf(mutation.error)).length ? errorCode(mutation.error) : null;

  return (
    <section className={`ti ${className}`} aria-labelledby={`${id}-title`} data-testid="tax-invoice">
      <h3 id={`${id}-title`} className="ti__title">
        {t('title')}
      </h3>
      <p className="ti__lead">{t('lead')}</p>
      {!open ? (
        <button type="button" className="ti-btn" onClick={() => setOpen(true)} data-testid="tax-invoice-open">
          {t('open')}
        </button>
      ) : (
        <form id={`${id}-form`} className="ti-form" onSubmit={submit} noValidate data-testid="tax-invoice-form">
          <div className="ti-field">
            <label htmlFor={`${id}-name`}>{t('name')}</label>
            <input
              id={`${id}-name`}
              ref={(el) => void (refs.current.name = el)}
              value={values.name}
              onChange={set('name')}
              maxLength={200}
              autoComplete="organization"
              {...a11y('name')}
            />
            {fieldError('name')}
          </div>
          <div className="ti-field">
            <label htmlFor={`${id}-tax_id`}>{t('taxId')}</label>
            <input
              id={`${id}-tax_id`}
              ref={(el) => void (refs.current.tax_id = el)}
              value={values.tax_id}
              onChange={set('tax_id')}
              inputMode="numeric"
              maxLength={20}
              {...a11y('tax_id', `${id}-tax_id-hint`)}
            />
            <p id={`${id}-tax_id-hint`} className="ti-hint">
              {t('taxIdHint')}
            </p>
            {fieldError('tax_id')}
          </div>
          <fieldset className="ti-field ti-branch">
            <legend>{t('branch')}</legend>
            <label className="ti-radio">
              <input type="radio" name={`${id}-branch`} value="head_office" checked={values.branchKind === 'head_office'} onChange={set('branchKind')} />
              {t('headOffice')}
            </label>
            <label className="ti-radio">
              <input type="radio" name={`${id}-branch`} value="branch" checked={values.branchKind === 'branch'} onChange={set('branchKind')} />
              {t('branchNumbered')}
            </label>
            {values.branchKind === 'branch' && (
              <div className="ti-field">
                <label htmlFor={`${id}-branch`}>{t('branchNo')}</label>
                <input
                  id={`${id}-branch`}
                  ref={(el) => void (refs.current.branch = el)}
                  value={values.branchNo}
                  onChange={set('branchNo')}
                  inputMode="numeric"
                  maxLength={5}
                  className="ti-branch__no"
                  {...a11y('branch', `${id}-branch-hint`)}
                />
                <p id={`${id}-branch-hint`} className="ti-hint">
                  {t('branchHint')}
                </p>
              </div>
            )}
            {fieldError('branch')}
          </fieldset>
          <div className="ti-field">
            <label htmlFor={`${id}-address`}>{t('address')}</label>
            <textarea
              id={`${id}-address`}
              ref={(el) => void (refs.current.address = el)}
              value={values.address}
              onChange={set('address')}
              maxLength={300}
              rows={3}
              autoComplete="street-address"
              {...a11y('address')}
            />
            {fieldError('address')}
          </div>
          <div className="ti-field">
            <label htmlFor={`${id}-email`}>{t('email')}</label>
            <input
              id={`${id}-email`}
              ref={(el) => void (refs.current.email = el)}
              type="email"
              value={values.email}
              onChange={set('email')}
              autoComplete="email"
              {...a11y('email')}
            />
            {fieldError('email')}
          </div>
          {formError && (
            <p className="ti-error ti-error--box" role="alert">
              {t([`errors.${formError}`, 'errors.generic'])}
            </p>
          )}
          <p className="ti-hint">{t('privacy')}</p>
          <div className="ti-actions">
            <button type="submit" className="ti-btn ti-btn--primary" disabled={mutation.isPending} data-testid="tax-invoice-submit">
              {mutation.isPending ? t('sending') : t('submit')}
            </button>
            <button type="button" className="ti-btn" onClick={() => setOpen(false)}>
              {t('cancel')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
