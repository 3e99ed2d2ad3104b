import { useTranslation } from 'react-i18next';
import { useIsMobile } from '@/shared/hooks/use-is-mobile';
import { AppLogo } from '@/shared/ui/app-logo';
import { ScreenPlaceholder } from '@/shared/ui/screen-placeholder';
import { UserMenu } from '@/shared/ui/user-menu';
import styles from './home-page.module.css';

/**
 * Placeholder: replaced by the real home screen. Keep the mobile header with <UserMenu />: on
 * phones the home header is where the user menu lives (the desktop top bar has it otherwise).
 */
export default function HomePage() {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  return (
    <>
      {isMobile && (
        <header className={styles.mobileHeader}>
          <AppLogo size="small" />
          <UserMenu />
        </header>
      )}
      <ScreenPlaceholder title={t('pages.home')} />
    </>
  );
}
