import type { ReactNode, Ref } from 'react';
import styles from './screen-layout.module.css';

export interface ScreenLayoutProps {
  title: string;
  /** For a screen that moves the focus to its title (when the control that had it is gone). */
  titleRef?: Ref<HTMLHeadingElement>;
  /** In front of the title: usually a BackButton (none where the tab bar leads home). */
  back?: ReactNode;
  /** After the title, e.g. the user menu. */
  actions?: ReactNode;
  /** A header fixed to the top of the viewport rather than sticky (account details, spec section 2). */
  fixedHeader?: boolean;
  /** The column under the header; the shared 640 px column by default. */
  mainClassName?: string;
  children: ReactNode;
}

/** The frame of a full screen: its header bar (back, title, actions) and the column below. */
export function ScreenLayout({ title, titleRef, back, actions, fixedHeader = false, mainClassName, children }: ScreenLayoutProps) {
  return (
    <div className={fixedHeader ? styles.fixedScreen : styles.screen}>
      <header className={fixedHeader ? styles.fixedHeader : styles.header}>
        {back}
        <h1 ref={titleRef} className={styles.title} tabIndex={titleRef ? -1 : undefined}>
          {title}
        </h1>
        {actions}
      </header>
      <div className={mainClassName ?? styles.main}>{children}</div>
    </div>
  );
}
