import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { useAuth } from '@/shared/auth/use-auth';
import { BackButton } from '@/shared/ui/back-button';
import { ScreenLayout } from '@/shared/ui/screen-layout';
import { LanguageSwitcher } from '@/shared/ui/language-switcher';
import { AppearanceCard } from './components/appearance-card';
import { ChangePasswordCard } from './components/change-password-card';
import { OfflineStorageCard } from './components/offline-storage-card';
import { ProfileCard } from './components/profile-card';
import { RecoveryCodeCard } from './components/recovery-code-card';
import cardStyles from './components/settings-card.module.css';
import { useScrollToTopOnMount } from '@/shared/hooks/use-scroll-to-top';

export default function SettingsPage() {
  useScrollToTopOnMount();
  // The recovery-code card shows the one-time code panel: its texts load with the screen.
  const { t } = useTranslation(['settings', 'recovery']);
  const { user } = useAuth();
  if (!user) return null;

  return (
    <ScreenLayout title={t('title')} back={<BackButton to={paths.home.getHref()} label={t('back')} />}>
      {/* Keyed by user id so a different account never sees the previous draft. */}
      <ProfileCard key={user.id} user={user} />
      <ChangePasswordCard username={user.username} />
      <RecoveryCodeCard key={`recovery-${user.id}`} username={user.username} />
      <section className={`card ${cardStyles.card}`} aria-labelledby="language-title">
        <h2 id="language-title" className={cardStyles.title}>
          {t('language.title')}
        </h2>
        <p className={cardStyles.description}>{t('language.description')}</p>
        <LanguageSwitcher />
      </section>
      <AppearanceCard />
      <OfflineStorageCard />
    </ScreenLayout>
  );
}
