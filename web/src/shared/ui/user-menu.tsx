import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuth } from '@/shared/auth/use-auth';
import { formatCoins } from '@/shared/lib/format-coins';
import { LanguageSwitcher } from './language-switcher';
import { ModalDialog } from './modal-dialog';
import { useToast } from './toast/use-toast';
import styles from './user-menu.module.css';

/**
 * The avatar button and its panel: username, coin balance, Settings and Logout (spec section 2).
 * Shown in the desktop top bar and in the home page header on mobile.
 */
export function UserMenu() {
  const { t, i18n } = useTranslation();
  const { user, signOut } = useAuth();
  const { showToast } = useToast();
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  // Sign-out with reading progress not yet sent: asked first, as it goes with the reader's other offline data.
  const [unsentReports, setUnsentReports] = useState(0);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    // Tab past the last entry closes it too: left open, it covered what the focus moved on to.
    const onFocusIn = (event: FocusEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [open]);

  if (!user) return null;
  const initial = user.username.trim().charAt(0).toUpperCase() || '?';
  const coins = formatCoins(user.coins);

  const leave = async () => {
    setUnsentReports(0);
    setLeaving(true);
    await signOut();
    showToast(t('userMenu.loggedOut'), { tone: 'success' });
  };

  const logout = async () => {
    // Reports wait while offline, and online too while the server cannot be reached
    // (offline-progress-sync.tsx sends them as soon as it can).
    const unsent = await import('@/shared/offline/offline-db').then(({ queuedProgressCount }) => queuedProgressCount(user.id)).catch(() => 0);
    if (unsent > 0) {
      // Its texts are the offline ones, asked for only now (they stay out of the first load).
      await i18n.loadNamespaces('offline').catch(() => undefined);
      setUnsentReports(unsent);
      return;
    }
    await leave();
  };

  return (
    <div className={styles.root} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('userMenu.open', { username: user.username })}
        onClick={() => setOpen((value) => !value)}
      >
        <span className={styles.avatar} aria-hidden="true">
          {initial}
        </span>
      </button>
      {open && (
        <div id={panelId} className={styles.panel}>
          <div className={styles.identity}>
            <span className={`${styles.avatar} ${styles.avatarLarge}`} aria-hidden="true">
              {initial}
            </span>
            <div className={styles.identityText}>
              <p className={styles.username}>{user.username}</p>
              <p className={styles.coins}>
                <CoinIcon />
                <span>{t('userMenu.coinBalance', { coins })}</span>
              </p>
            </div>
          </div>
          <ul className={styles.entries}>
            <li>
              <Link className={styles.entry} to={paths.settings.getHref()} onClick={() => setOpen(false)}>
                {t('userMenu.settings')}
              </Link>
            </li>
            <li>
              <Link className={styles.entry} to={paths.stats.getHref()} onClick={() => setOpen(false)}>
                {t('userMenu.stats')}
              </Link>
            </li>
            <li className={styles.language}>
              <LanguageSwitcher showLabel />
            </li>
            <li>
              <button type="button" className={`${styles.entry} ${styles.logout}`} onClick={() => void logout()} disabled={leaving}>
                {leaving ? t('userMenu.loggingOut') : t('userMenu.logout')}
              </button>
            </li>
          </ul>
        </div>
      )}
      {unsentReports > 0 && <UnsentProgressDialog count={unsentReports} onStay={() => setUnsentReports(0)} onLeave={() => void leave()} />}
    </div>
  );
}

/** Asked before a sign-out would delete reading progress not yet sent (with the reader's downloads). */
function UnsentProgressDialog({ count, onStay, onLeave }: { count: number; onStay: () => void; onLeave: () => void }) {
  const { t } = useTranslation('offline');
  return (
    <ModalDialog open onClose={onStay} title={t('signOut.title')}>
      <p>{t('signOut.text', { count })}</p>
      <div className={styles.confirmActions}>
        <button type="button" className="btn btn-secondary" onClick={onStay}>
          {t('signOut.stay')}
        </button>
        <button type="button" className="btn btn-primary" onClick={onLeave}>
          {t('signOut.leave')}
        </button>
      </div>
    </ModalDialog>
  );
}

function CoinIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
      <circle cx="12" cy="12" r="10" fill="#f5b82e" />
      <circle cx="12" cy="12" r="6.5" fill="none" stroke="#a15c07" strokeWidth="1.6" />
    </svg>
  );
}
