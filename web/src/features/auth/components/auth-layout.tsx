import type { ReactNode } from 'react';
import { usePrepareApolloClient } from '@/shared/api/apollo-on-demand';
import { AppLogo } from '@/shared/ui/app-logo';
import { LanguageSwitcher } from '@/shared/ui/language-switcher';
import styles from './auth-layout.module.css';

/**
 * The frame of the guest screens: language switcher top-left, logo, and a card with the form. The
 * screens render before Apollo Client's code is loaded; it is asked for once the reader turns to
 * the card (a tap or the focus in it), so a form sent later does not wait for it.
 */
export function AuthLayout({
  title,
  subtitle,
  headerAction,
  children,
  footer,
}: {
  title: string;
  subtitle?: string;
  /** Rendered in the card header, left of the title (e.g. a back button). */
  headerAction?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const prepareClient = usePrepareApolloClient();
  return (
    <div className={styles.screen}>
      <header className={styles.topBar}>
        <LanguageSwitcher />
      </header>
      <main id="main" className={styles.main}>
        <AppLogo />
        <section className={`card ${styles.card}`} aria-labelledby="auth-title" onFocus={prepareClient} onPointerDown={prepareClient}>
          <div className={styles.heading}>
            {headerAction}
            <div>
              <h1 id="auth-title" className={styles.title}>
                {title}
              </h1>
              {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
            </div>
          </div>
          {children}
        </section>
        {footer && <div className={styles.footer}>{footer}</div>}
      </main>
    </div>
  );
}
