import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import styles from './bottom-tab-bar.module.css';
import { LineIcon } from '@/shared/ui/line-icon';

const tabs: { to: string; labelKey: 'nav.home' | 'nav.favorites' | 'nav.me'; icon: ReactNode; end: boolean }[] = [
  { to: paths.home.getHref(), labelKey: 'nav.home', icon: <HomeIcon />, end: true },
  { to: paths.favorites.getHref(), labelKey: 'nav.favorites', icon: <HeartIcon />, end: false },
  { to: paths.tasks.getHref(), labelKey: 'nav.me', icon: <PersonIcon />, end: false },
];

/** Mobile only, on home, favorites and tasks: the three main tabs. */
export function BottomTabBar() {
  const { t } = useTranslation();
  return (
    <nav className={styles.bar} aria-label={t('nav.tabs')}>
      <ul className={styles.tabs}>
        {tabs.map((tab) => (
          <li key={tab.to} className={styles.item}>
            <NavLink to={tab.to} end={tab.end} className={({ isActive }) => `${styles.tab} ${isActive ? styles.active : ''}`}>
              {tab.icon}
              <span>{t(tab.labelKey)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function HomeIcon() {
  return (
    <LineIcon>
      <path d="M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z" strokeLinejoin="round" />
    </LineIcon>
  );
}

function HeartIcon() {
  return (
    <LineIcon>
      <path
        d="M12 20s-7.5-4.6-9.3-9.2C1.5 7.6 3.6 4.5 6.9 4.5c2 0 3.5 1.1 5.1 3 1.6-1.9 3.1-3 5.1-3 3.3 0 5.4 3.1 4.2 6.3C19.5 15.4 12 20 12 20Z"
        strokeLinejoin="round"
      />
    </LineIcon>
  );
}

function PersonIcon() {
  return (
    <LineIcon>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c1.2-4 4.3-6 8-6s6.8 2 8 6" strokeLinecap="round" />
    </LineIcon>
  );
}
