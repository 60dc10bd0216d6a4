import { useEffect, useState } from 'react';
import { useConfig } from '@/lib/use-config';
import { track } from '@/lib/analytics';
import { Icon } from './icons';
import { useChrome } from './use-chrome';
import './chat-button.css';

const HIDDEN_KEY = 'chat-hidden';

function readHidden(): boolean {
  try {
    return window.sessionStorage.getItem(HIDDEN_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * The floating chat-app button (spec 2): opens the chat link in a new tab; its cross hides it for
 * the rest of the browser session. Sits above the floating contact button's corner.
 */
export function ChatButton() {
  const { t } = useChrome();
  const url = useConfig().store.chat_url;
  const [hidden, setHidden] = useState(false);
  // Session storage is read after mount, so the server's HTML and the first client render agree.
  useEffect(() => setHidden(readHidden()), []);
  if (!url || hidden) return null;
  return (
    <aside className="chat" data-testid="chat-button" aria-label={t('chat.open')}>
      <a
        className="chat-open"
        href={url}
        target="_blank"
        rel="noopener"
        aria-label={`${t('chat.open')} ${t('newTab')}`}
        onClick={() => track('track_event', { category: 'chat', action: 'open', label: url })}
      >
        <Icon name="chat" size={28} />
      </a>
      <button
        type="button"
        className="chat-close"
        aria-label={t('chat.hide')}
        onClick={() => {
          try {
            window.sessionStorage.setItem(HIDDEN_KEY, '1');
          } catch {
            /* storage unavailable: hidden for this page only */
          }
          setHidden(true);
        }}
      >
        <Icon name="close" size={14} />
      </button>
    </aside>
  );
}
