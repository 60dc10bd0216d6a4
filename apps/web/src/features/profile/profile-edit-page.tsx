import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PRESET_AVATARS, profileProblems, type ProfileField } from '@store/domain/profile-rules';
import { ApiError } from '@/lib/api-client';
import type { SessionUser } from '@/lib/session';
import { useProfile } from './api/get-profile';
import { useUpdateProfile } from './api/update-profile';
import { ProfileShell } from './profile-shell';

type Problems = Partial<Record<ProfileField, string>>;

/** /profile/edit (route profile-edit): display name, picture and mobile number, checked in both languages. */
export function ProfileEditPage() {
  const { t } = useTranslation('profile');
  return <ProfileShell title={t('edit.title')}>{(user) => <EditForm user={user} />}</ProfileShell>;
}

function problemsFromServer(error: unknown): Problems {
  if (!(error instanceof ApiError) || !Array.isArray(error.details)) return {};
  const found: Problems = {};
  for (const item of error.details as { path?: string; message?: string }[]) {
    const field = item.path?.replace(/^body\./, '') as ProfileField | undefined;
    if (field && item.message) found[field] = item.message;
  }
  return found;
}

function EditForm({ user }: { user: SessionUser }) {
  const { t } = useTranslation('profile');
  const email = useProfile(true).data?.email;
  const save = useUpdateProfile(user.user_id);
  const [name, setName] = useState(user.display_name);
  const [phone, setPhone] = useState(user.phone ?? '');
  const preset = PRESET_AVATARS.find((a) => a === user.avatar);
  const [avatar, setAvatar] = useState<string>(user.avatar && !preset ? 'url' : (user.avatar ?? ''));
  const [avatarUrl, setAvatarUrl] = useState(user.avatar && !preset ? user.avatar : '');
  const [problems, setProblems] = useState<Problems>({});
  const [saved, setSaved] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const input = { display_name: name, phone: phone.trim() || null, avatar: avatar === 'url' ? avatarUrl.trim() || null : avatar || null };
    const found = profileProblems(input);
    setProblems(found);
    if (Object.keys(found).length) {
      document.getElementById(`prf-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    try {
      await save.mutateAsync(input);
      setSaved(true);
    } catch (error) {
      setProblems(problemsFromServer(error));
    }
  };

  const fieldProps = (field: ProfileField) => ({
    id: `prf-${field}`,
    'aria-invalid': problems[field] ? true : undefined,
    'aria-describedby': [`prf-${field}-hint`, problems[field] ? `prf-${field}-error` : ''].filter(Boolean).join(' '),
  });
  const error = (field: ProfileField) =>
    problems[field] ? (
      <p className="prf-field__error" id={`prf-${field}-error`}>
        {t(`errors.${problems[field]}`)}
      </p>
    ) : null;

  return (
    <form className="prf-card prf-form" onSubmit={onSubmit} noValidate>
      <div className="prf-field">
        <label htmlFor="prf-display_name">{t('fields.display_name')}</label>
        <input {...fieldProps('display_name')} type="text" autoComplete="nickname" maxLength={80} value={name} onChange={(e) => setName(e.target.value)} />
        <p className="prf-field__hint" id="prf-display_name-hint">
          {t('edit.nameHint')}
        </p>
        {error('display_name')}
      </div>
      <div className="prf-field">
        <label htmlFor="prf-phone">{t('fields.phone')}</label>
        <input
          {...fieldProps('phone')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
          value={phone}
          onChange={(e) => setPhone(e.target.value.replace(/\D/g, ''))}
        />
        <p className="prf-field__hint" id="prf-phone-hint">
          {t('edit.phoneHint')}
        </p>
        {error('phone')}
      </div>
      <fieldset className="prf-field prf-avatars">
        <legend>{t('fields.avatar')}</legend>
        <div className="prf-avatars__grid">
          {[...PRESET_AVATARS, '', 'url'].map((value) => (
            <label key={value || 'none'} className="prf-avatars__option">
              <input type="radio" name="avatar" value={value} checked={avatar === value} onChange={() => setAvatar(value)} />
              {value && value !== 'url' ? (
                <img src={value} alt="" width={48} height={48} />
              ) : (
                <span className="prf-avatars__blank" aria-hidden="true">
                  {value === 'url' ? 'URL' : '–'}
                </span>
              )}
              <span className="prf-avatars__name">{t(`avatars.${value === '' ? 'none' : value === 'url' ? 'url' : value.replace(/^avatars\/|\.svg$/g, '')}`)}</span>
            </label>
          ))}
        </div>
        {avatar === 'url' && (
          <>
            <label htmlFor="prf-avatar">{t('edit.avatarUrl')}</label>
            <input {...fieldProps('avatar')} type="url" inputMode="url" placeholder="https://" value={avatarUrl} onChange={(e) => setAvatarUrl(e.target.value)} />
          </>
        )}
        <p className="prf-field__hint" id="prf-avatar-hint">
          {t('edit.avatarHint')}
        </p>
        {error('avatar')}
      </fieldset>
      {email && <p className="prf-field__hint">{t('edit.emailNote', { email })}</p>}
      <div className="prf-form__actions">
        <button className="prf-btn prf-btn--primary" type="submit" disabled={save.isPending}>
          {save.isPending ? t('edit.saving') : t('edit.save')}
        </button>
      </div>
      <p className="prf-form__status" role="status">
        {saved ? t('edit.saved') : ''}
      </p>
      {save.isError && !Object.keys(problems).length && (
        <p className="prf-field__error" role="alert">
          {t('failed')}
        </p>
      )}
    </form>
  );
}
