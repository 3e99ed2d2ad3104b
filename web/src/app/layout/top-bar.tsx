import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { AppLogo } from '@/shared/ui/app-logo';
import { UserMenu } from '@/shared/ui/user-menu';
import styles from './top-bar.module.css';

const links = [
  { to: paths.home.getHref(), labelKey: 'nav.home', end: true },
  { to: paths.tasks.getHref(), labelKey: 'nav.tasks', end: false },
  { to: paths.favorites.getHref(), labelKey: 'nav.favorites', end: false },
] as const;

/** Desktop only, on the home route: logo, links to home, tasks and favorites, and the user menu. */
export function TopBar() {
  const { t } = useTranslation();
  return (
    <header className={styles.bar}>
      <div className={styles.inner}>
        <Link to={paths.home.getHref()} className={styles.brand}>
          <AppLogo size="small" />
        </Link>
        <nav aria-label={t('nav.main')}>
          <ul className={styles.links}>
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.end} className={({ isActive }) => `${styles.link} ${isActive ? styles.active : ''}`}>
                  {t(link.labelKey)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.menu}>
          <UserMenu />
        </div>
      </div>
    </header>
  );
}
