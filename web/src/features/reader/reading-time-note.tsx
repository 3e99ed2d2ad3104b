import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { secondsUntil, type ReadingTimeNote } from './reading-clock';
import styles from './reading-time-note.module.css';

/**
 * A small note at the bottom of the reader about the server's reading clock: the seconds left
 * before a waiting reward (or completion) is paid, or that the time counts for another chapter
 * until this one is opened again. The region stays mounted so each new note is announced; the
 * ticking number itself is not read out every second.
 */
export function ReadingTimeNoteView({ note, onResume }: { note: ReadingTimeNote | null; onResume: () => void }) {
  const { t } = useTranslation('reader');
  return (
    <div className={styles.region} role="status" aria-live="polite">
      {note?.kind === 'clockStopped' && (
        <div className={`${styles.note} ${styles.stopped}`} data-testid="reading-time-note">
          <p>{t('clock.stopped')}</p>
          <button type="button" className="btn btn-secondary" onClick={onResume}>
            {t('clock.resume')}
          </button>
        </div>
      )}
      {note && note.kind !== 'clockStopped' && <Countdown key={note.dueAt} kind={note.kind} dueAt={note.dueAt} />}
    </div>
  );
}

function Countdown({ kind, dueAt }: { kind: 'reward' | 'completion'; dueAt: number }) {
  const { t } = useTranslation('reader');
  const [now, setNow] = useState(() => Date.now());
  // What screen readers hear once: the wait as it was when the note appeared.
  const [announced] = useState(() => secondsUntil(dueAt, Date.now()));

  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, []);

  const seconds = secondsUntil(dueAt, now);
  const text = (left: number) => (left > 0 ? t(`clock.${kind}In`, { seconds: left }) : t(`clock.${kind}Due`));
  return (
    <p className={styles.note} data-testid="reading-time-note">
      <span aria-hidden="true">
        <span className={styles.icon}>⏳</span> {text(seconds)}
      </span>
      <span className="visually-hidden">{text(announced)}</span>
    </p>
  );
}
