import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router';
import { track } from '@/lib/analytics';
import { authUrl, logout, sessionQueryOptions, type SessionUser } from '@/lib/session';
import { Icon } from './icons';
import { useChrome } from './use-chrome';

/**
 * Up to two Latin initials ("Somchai Jaidee" -> "SJ"); for a Thai name its first consonant, skipping
 * a leading vowel sign ("ใจดี" -> "จ").
 */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (/[\u0e00-\u0e7f]/.test(words[0] ?? '')) return words[0].replace(/^[\u0e40-\u0e44]/, '').charAt(0);
  return words
    .slice(0, 2)
    .map((word) => [...word][0] ?? '')
    .join('')
    .toUpperCase();
}

/** The user's picture, or their initials in a circle when there is none. */
export function Avatar({ user, size = 32 }: { user: SessionUser; size?: number }) {
  const style = { width: size, height: size };
  if (user.avatar) return <img className="avatar" src={user.avatar} alt="" style={style} />;
  const initials = initialsOf(user.display_name);
  return (
    <span className="avatar avatar--initials" style={style} aria-hidden="true">
      {initials || '?'}
    </span>
  );
}

/** Log out (spec 4), then home; the session is fetched again so every view sees the guest. */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    track('header_button', { button: 'logout' });
    await logout();
    await queryClient.invalidateQueries({ queryKey: sessionQueryOptions().queryKey });
    void navigate('/');
  };
}

/** Sign up and log in: full-page links into the identity flow, coming back to this page. */
export function GuestLinks({ className = '' }: { className?: string }) {
  const { t } = useChrome();
  const { pathname, search } = useLocation();
  const here = pathname + search;
  return (
    <div className={`guest-links ${className}`}>
      <a className="btn btn--ghost" href={authUrl('login', here)} onClick={() => track('header_button', { button: 'login' })}>
        <Icon name="user" size={20} />
        {t('login')}
      </a>
      <a className="btn btn--outline" href={authUrl('signup', here)} onClick={() => track('header_button', { button: 'signup' })}>
        {t('signup')}
      </a>
    </div>
  );
}

/** Desktop: the signed-in user's avatar and name, with my account and log out under the name. */
export function AccountBlock({ user }: { user: SessionUser }) {
  const { t } = useChrome();
  const doLogout = useLogout();
  return (
    <div className="account" data-testid="account">
      <Avatar user={user} size={40} />
      <div className="account-text">
        <span className="account-name">{user.display_name}</span>
        <span className="account-links">
          <Link to="/profile" onClick={() => track('header_button', { button: 'profile' })}>
            {t('myAccount')}
          </Link>
          <button type="button" onClick={() => void doLogout()}>
            {t('logout')}
          </button>
        </span>
      </div>
    </div>
  );
}
