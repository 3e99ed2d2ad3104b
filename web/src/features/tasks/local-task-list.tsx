import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { graphql } from '@/__generated__';
import { paths } from '@/config/paths';
import { localTasks, localTaskTypes, tasksOfType, withReadingStreak, type LocalTask } from './local-tasks';
import styles from './tasks-page.module.css';

/** Exported: app/preload warms the cache with this very query. */
export const ReadingStreakQuery = graphql(`
  query ReadingStreak {
    readingStats(days: 7) {
      currentStreak
    }
  }
`);

/** The task center: the static list of spec section 3, grouped into daily, weekly and special. */
export function LocalTaskList() {
  const { t } = useTranslation('tasks');
  // The 7-day streak task shows the reader's real streak (the server's reading clock).
  const streakQuery = useQuery(ReadingStreakQuery, { fetchPolicy: 'cache-and-network' });
  const tasks = withReadingStreak(localTasks, streakQuery.data?.readingStats?.currentStreak ?? null);
  // Not asked successfully (offline, say): the listed 0 would be made up, so the task says when it will show.
  const streakUnknown = streakQuery.data === undefined && streakQuery.error !== undefined;
  const statusOf = (task: LocalTask) => {
    if (task.id === 'specialReadingStreak' && streakUnknown) return t('localTasks.streakUnknown');
    if (task.completed) return t('localTasks.completed');
    const progress = t('localTasks.progress', { progress: task.progress, max: task.maxProgress });
    return task.progress > 0 ? progress : `${t('localTasks.notStarted')} · ${progress}`;
  };
  return (
    <section className={`card ${styles.card}`} aria-labelledby="local-tasks-title">
      <h2 id="local-tasks-title" className={styles.cardTitle}>
        {t('localTasks.title')}
      </h2>
      <Link to={paths.stats.getHref()} data-testid="tasks-stats-link">
        {t('localTasks.statsLink')}
      </Link>
      {localTaskTypes.map((type) => (
        <div key={type} className={styles.localGroup}>
          <h3 className={styles.groupTitle}>{t(`localTasks.types.${type}`)}</h3>
          <ul className={styles.localList}>
            {tasksOfType(type, tasks).map((task) => (
              <li key={task.id} className={styles.localItem}>
                <div className={styles.localText}>
                  <p className={styles.localTitle}>{t(task.title)}</p>
                  <p className={styles.mutedSmall}>{t(task.description)}</p>
                </div>
                <div className={styles.localMeta}>
                  <span className={styles.reward} aria-label={t('localTasks.rewardLabel', { coins: task.reward })}>
                    {t('localTasks.reward', { coins: task.reward })}
                  </span>
                  <span className={styles.mutedSmall}>{statusOf(task)}</span>
                </div>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
