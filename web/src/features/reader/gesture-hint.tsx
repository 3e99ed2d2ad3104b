import { memo, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './reader-screen.module.css';

/** How often the hint in the bottom bar changes (spec section 2). */
export const GESTURE_HINT_ROTATION_MS = 3000;

const touchHints = ['swipeLeft', 'swipeRight', 'tap', 'longPress', 'pinch'] as const;
const pointerHints = ['keys', 'click', 'settings'] as const;
const pageTouchHints = ['pageSwipe', 'pageMiddle', 'longPress', 'pinch'] as const;
const pagePointerHints = ['pageKeys', 'pageClick', 'settings'] as const;

/** One reading tip at a time, the next every 3 s: gestures on touch screens, keys elsewhere (page-turn mode has its own). */
export const GestureHint = memo(function GestureHint({ touch, pageMode = false }: { touch: boolean; pageMode?: boolean }) {
  const { t } = useTranslation('reader');
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setTick((value) => value + 1), GESTURE_HINT_ROTATION_MS);
    return () => window.clearInterval(timer);
  }, []);
  const hints = pageMode ? (touch ? pageTouchHints : pagePointerHints) : touch ? touchHints : pointerHints;
  const key = hints[tick % hints.length] ?? hints[0];
  return (
    <p className={styles.hint}>
      <span className="visually-hidden">{t('gestureHint.label')}</span>
      {t(`gestureHint.${key}`)}
    </p>
  );
});
