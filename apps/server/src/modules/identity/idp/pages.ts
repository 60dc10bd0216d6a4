import type { Lang } from '@store/domain/lang';
import { idpMessages, type IdpErrorCode, type IdpMessages } from './messages';

export type InteractionMode = 'login' | 'signup';

export interface InteractionPage {
  lang: Lang;
  /** Where the provider is mounted, e.g. "/oidc" or "/store/oidc". */
  mount: string;
  uid: string;
  mode: InteractionMode;
  values: { name?: string; login?: string };
  errors: IdpErrorCode[];
  /** With account_locked: the whole minutes left. */
  minutes?: number;
}

const FIELD_OF: Record<IdpErrorCode, 'name' | 'login' | 'password' | 'form'> = {
  name_required: 'name',
  name_too_long: 'name',
  login_required: 'login',
  phone_invalid: 'login',
  email_invalid: 'login',
  account_exists: 'login',
  password_too_short: 'password',
  password_too_long: 'password',
  password_needs_letters_and_digits: 'password',
  password_too_common: 'password',
  credentials_invalid: 'form',
  rate_limited: 'form',
  account_locked: 'form',
};

/** HTML-escapes a text for element content and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

function layout(lang: Lang, mount: string, title: string, body: string): string {
  const m = idpMessages(lang);
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${escapeHtml(m.brand)}</title>
<link rel="stylesheet" href="${mount}/assets/idp.css">
</head>
<body>
<main class="card">
${body}
</main>
</body>
</html>`;
}

function field(m: IdpMessages, errors: IdpErrorCode[], name: 'name' | 'login' | 'password', input: string, hint?: string): string {
  const mine = errors.filter((code) => FIELD_OF[code] === name);
  const describedBy = [hint ? `${name}-hint` : '', mine.length ? `${name}-error` : ''].filter(Boolean).join(' ');
  const attrs = `${describedBy ? ` aria-describedby="${describedBy}"` : ''}${mine.length ? ' aria-invalid="true"' : ''}`;
  return `<div class="field${mine.length ? ' field--error' : ''}">
<label for="${name}">${escapeHtml(m[name])}</label>
${input.replace('/>', `${attrs} />`)}
${hint ? `<p class="hint" id="${name}-hint">${escapeHtml(hint)}</p>` : ''}
${mine.length ? `<p class="error" id="${name}-error">${mine.map((code) => escapeHtml(m[code])).join(' ')}</p>` : ''}
</div>`;
}

/** The sign-in page of the embedded provider: the log-in or the sign-up form, in the page's language. */
export function renderInteractionPage(page: InteractionPage): string {
  const { lang, mount, uid, mode, values, errors, minutes } = page;
  const m = idpMessages(lang);
  const here = `${mount}/interaction/${encodeURIComponent(uid)}`;
  const signup = mode === 'signup';
  const title = signup ? m.signupTitle : m.loginTitle;
  const formErrors = errors.filter((code) => FIELD_OF[code] === 'form');
  const summary = errors.length
    ? `<div class="alert" role="alert"><p>${escapeHtml(formErrors.length ? formErrors.map((c) => m[c].replace('{minutes}', String(minutes ?? 1))).join(' ') : m.errorsHeading)}</p></div>`
    : '';
  const login = escapeHtml(values.login ?? '');
  const fields = [
    signup ? field(m, errors, 'name', `<input id="name" name="name" type="text" autocomplete="name" maxlength="60" required value="${escapeHtml(values.name ?? '')}" />`) : '',
    field(
      m,
      errors,
      'login',
      `<input id="login" name="login" type="text" inputmode="email" autocomplete="username" autocapitalize="none" spellcheck="false" maxlength="254" required value="${login}" />`,
      m.loginHint,
    ),
    field(
      m,
      errors,
      'password',
      `<input id="password" name="password" type="password" autocomplete="${signup ? 'new-password' : 'current-password'}" maxlength="128" required />`,
      signup ? m.passwordHint : undefined,
    ),
  ].join('\n');
  const other: Lang = lang === 'th' ? 'en' : 'th';
  const body = `<header class="brand">
<span class="logo" aria-hidden="true"></span><span class="brand-name">${escapeHtml(m.brand)}</span>
<a class="lang" href="${here}?mode=${mode}&amp;lang=${other}" lang="${other}" hreflang="${other}">${escapeHtml(m.otherLang)}</a>
</header>
<h1>${escapeHtml(title)}</h1>
<p class="lead">${escapeHtml(signup ? m.signupLead : m.loginLead)}</p>
${summary}
<form method="post" action="${here}/${mode}?lang=${lang}" novalidate>
<input type="hidden" name="lang" value="${lang}" />
${fields}
<button class="primary" type="submit">${escapeHtml(signup ? m.submitSignup : m.submitLogin)}</button>
</form>
<p class="switch"><a href="${here}?mode=${signup ? 'login' : 'signup'}&amp;lang=${lang}">${escapeHtml(signup ? m.toLogin : m.toSignup)}</a></p>
<form class="cancel" method="post" action="${here}/abort?lang=${lang}"><input type="hidden" name="lang" value="${lang}" /><button type="submit" class="link">${escapeHtml(m.cancel)}</button></form>`;
  return layout(lang, mount, title, body);
}

/** A page with a message and a way back to the store (expired interaction, provider errors, too many tries). */
export function renderMessagePage(lang: Lang, mount: string, storeHref: string, text: string): string {
  const m = idpMessages(lang);
  const body = `<header class="brand"><span class="logo" aria-hidden="true"></span><span class="brand-name">${escapeHtml(m.brand)}</span></header>
<h1>${escapeHtml(m.errorTitle)}</h1>
<p class="lead" role="alert">${escapeHtml(text)}</p>
<p><a class="primary" href="${escapeHtml(storeHref)}">${escapeHtml(m.backToStore)}</a></p>`;
  return layout(lang, mount, m.errorTitle, body);
}
