import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useIsMobile } from '@/shared/hooks/use-is-mobile';
import { AppLogo } from '@/shared/ui/app-logo';
import { SearchBox } from '@/shared/ui/search-box';
import { UserMenu } from '@/shared/ui/user-menu';
import { ContinueReadingShelf } from './continue-reading-shelf';
import { HomeFeed } from './home-feed';
import { HomePagedList } from './home-paged-list';
import styles from './home-page.module.css';

/**
 * Home: search and the hot recommendations. Phones scroll one feed; wide screens page through
 * numbered pages. The mobile header carries the user menu (the desktop top bar has it otherwise).
 */
export default function HomePage() {
  const { t } = useTranslation(['browse', 'common']);
  const isMobile = useIsMobile();
  const navigate = useNavigate();
  return (
    <>
      {isMobile && (
        <header className={styles.mobileHeader}>
          <AppLogo size="small" />
          <UserMenu />
        </header>
      )}
      <div className={`page ${styles.page}`}>
        <h1 className="visually-hidden">{t('common:pages.home')}</h1>
        {/* Blank text is refused with a message; otherwise /search?q=<trimmed, encoded>. */}
        <SearchBox blankMessage={t('home.emptySearch')} onSearch={(query) => void navigate(paths.search.getHref(query))} />
        <ContinueReadingShelf />
        <section className={styles.section} aria-labelledby="home-hot-title">
          <div className={styles.sectionHead}>
            <h2 id="home-hot-title" className={styles.sectionTitle}>
              {t('home.hot')}
            </h2>
            <Link className={styles.sectionLink} to={paths.books.getHref()}>
              {t('home.library')}
            </Link>
          </div>
          {isMobile ? <HomeFeed /> : <HomePagedList />}
        </section>
      </div>
    </>
  );
}
