import { useTranslation } from 'react-i18next';
import { getFragmentData, graphql, type FragmentType } from '@/__generated__';
import { formatPercent } from '@/shared/i18n/format';
import { useLanguage } from '@/shared/i18n/use-language';
import { ProgressBar } from '@/shared/ui/progress-bar';
import styles from './tasks-page.module.css';

export const ReadingTaskCardFragment = graphql(`
  fragment ReadingTaskCard_task on ReadingTask {
    type
    progress
    target
    completed
    percentage
    reward
  }
`);

/** A daily reading task: progress toward the target, the reward, and whether it is done. */
export function ReadingTaskCard({
  task: taskRef,
  title,
  description,
}: {
  task: FragmentType<typeof ReadingTaskCardFragment>;
  title: string;
  description: string;
}) {
  const { t } = useTranslation('tasks');
  const task = getFragmentData(ReadingTaskCardFragment, taskRef);
  const { language } = useLanguage();
  const percentage = formatPercent(task.percentage, language);
  return (
    <article className={styles.task} aria-label={title}>
      <div className={styles.cardHeader}>
        <h3 className={styles.taskTitle}>{title}</h3>
        <span className={styles.reward}>{t('readingTasks.reward', { coins: task.reward })}</span>
      </div>
      <p className={styles.muted}>{description}</p>
      <ProgressBar
        value={task.percentage}
        label={t('readingTasks.progressLabel', { task: title })}
        valueText={t('readingTasks.progressValue', { progress: task.progress, target: task.target, percentage })}
      />
      <div className={styles.taskFooter}>
        <span>
          {t('readingTasks.progress', { progress: task.progress, target: task.target })} · {percentage}
        </span>
        <span className={task.completed ? styles.badgeDone : styles.badge}>
          {task.completed ? t('readingTasks.completed') : t('readingTasks.inProgress')}
        </span>
      </div>
    </article>
  );
}
