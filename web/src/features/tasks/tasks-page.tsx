import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { graphql } from '@/__generated__';
import { paths } from '@/config/paths';
import { useAuth } from '@/shared/auth/use-auth';
import { useIsMobile } from '@/shared/hooks/use-is-mobile';
import { isOnline, useOnlineStatus } from '@/shared/hooks/use-online-status';
import { formatCoins } from '@/shared/lib/format-coins';
import { BackButton } from '@/shared/ui/back-button';
import { ScreenLayout } from '@/shared/ui/screen-layout';
import { CoinBurst } from '@/shared/ui/coin-burst';
import { CoinIcon } from '@/shared/ui/coin-icon';
import { Spinner } from '@/shared/ui/spinner';
import { useToast } from '@/shared/ui/toast/use-toast';
import { UserMenu } from '@/shared/ui/user-menu';
import { CheckInCard } from './check-in-card';
import { LocalTaskList, ReadingStreakQuery } from './local-task-list';
import { ReadingTaskCard } from './reading-task-card';
import { readTaskRewardsShown, trackTaskReward, writeTaskRewardsShown, type TaskRewardKey } from './task-rewards-shown';
import { dayKey } from './check-in-availability';
import styles from './tasks-page.module.css';
import { useDayChange, useServerClockOffset } from './use-check-in-clock';
import { WithdrawCard } from './withdraw-card';
import { useScrollToTopOnMount } from '@/shared/hooks/use-scroll-to-top';

/** Everything the screen shows, in one request. (Exported: app/preload warms the cache with this very query.) */
export const TasksScreenQuery = graphql(`
  query TasksScreen {
    me {
      id
      coins
    }
    checkinStatus {
      serverTime
      ...CheckInCard_status
    }
    chapterTask: readingTask(type: CHAPTER_READING) {
      type
      completed
      target
      reward
      ...ReadingTaskCard_task
    }
    novelTask: readingTask(type: NOVEL_READING) {
      type
      completed
      target
      reward
      ...ReadingTaskCard_task
    }
    rewardRules {
      checkinReward
      checkinPeriodHours
      chapterReward
      chapterRewardProgress
      firstReadReward
      chapterTaskTarget
      chapterTaskReward
      novelTaskTarget
      novelTaskReward
      timezone
    }
    ...WithdrawCard_query
  }
`);

/** The latest value that was not null: what a section shows while its refresh fails. */
function useLastAvailable<T>(value: T | null | undefined): T | null {
  const [last, setLast] = useState<T | null>(value ?? null);
  if (value != null && value !== last) setLast(value);
  return value ?? last;
}

interface Celebration {
  key: TaskRewardKey;
  coins: number;
  label: string;
}

/** The "me" tab: coins, daily check-in, the reading tasks, withdrawal and the task center. */
export default function TasksPage() {
  useScrollToTopOnMount();
  const { t } = useTranslation(['tasks', 'common']);
  const { user } = useAuth();
  const { showToast } = useToast();
  const isMobile = useIsMobile();
  // errorPolicy 'all': a section that fails comes back null next to the sections that worked.
  const query = useQuery(TasksScreenQuery, { fetchPolicy: 'cache-and-network', errorPolicy: 'all' });
  const screen = query.data ?? query.previousData ?? null;
  // Spec section 8: a failing call keeps that section's current state.
  const checkinStatus = useLastAvailable(screen?.checkinStatus);
  const chapterTaskShown = useLastAvailable(screen?.chapterTask);
  const novelTaskShown = useLastAvailable(screen?.novelTask);
  const rules = useLastAvailable(screen?.rewardRules);
  const { refetch } = query;
  const [celebrations, setCelebrations] = useState<Celebration[]>([]);

  const online = useOnlineStatus();
  useEffect(() => {
    if (!query.error) return;
    console.warn('Could not load the tasks screen', query.error);
    // Offline is not a failure to toast (issue 10): the screen says it is offline instead.
    if (isOnline()) showToast(t('loadFailed'), { tone: 'error' });
  }, [query.error, showToast, t]);

  const refresh = useCallback(() => {
    refetch().catch((error: unknown) => console.warn('Could not refresh the tasks screen', error));
  }, [refetch]);
  // The tasks start over at midnight of the server's time zone, not the browser's.
  // Measured on the server's own answer, never on a copy from the cache (its time is as old as it is).
  const clockOffset = useServerClockOffset(query.loading ? undefined : query.data?.checkinStatus?.serverTime);
  const client = useApolloClient();
  // A new day starts the tasks over, and may end the reading streak (the local task list's query).
  const startNewDay = useCallback(() => {
    refresh();
    client.refetchQueries({ include: [ReadingStreakQuery] }).catch((error: unknown) => console.warn('Could not refresh the reading streak', error));
  }, [client, refresh]);
  useDayChange(startNewDay, rules?.timezone, clockOffset);

  // Celebrate each reading task once when fresh data says it is completed.
  const fresh = query.data && !query.loading ? query.data : null;
  const chapterTask = fresh?.chapterTask;
  const novelTask = fresh?.novelTask;
  const chapterLabel = t('readingTasks.chapter');
  const novelLabel = t('readingTasks.novel');
  const timezone = rules?.timezone;
  const readerId = user?.id;
  useEffect(() => {
    if (!chapterTask || !novelTask || !readerId) return;
    // The server's day, as the day change and the check-in count it (the device's clock may be off).
    const day = dayKey(Date.now() + clockOffset, timezone);
    let shown = readTaskRewardsShown(day, readerId);
    const due: Celebration[] = [];
    const entries: [TaskRewardKey, { completed: boolean; reward: number }, string][] = [
      ['chapterTask', chapterTask, chapterLabel],
      ['novelTask', novelTask, novelLabel],
    ];
    for (const [key, task, label] of entries) {
      const step = trackTaskReward(shown, key, task.completed);
      shown = step.shown;
      if (step.celebrate) due.push({ key, coins: task.reward, label });
    }
    if (due.length === 0) {
      writeTaskRewardsShown(shown, day, readerId);
      return;
    }
    // Shown once the screen has painted, so the animation is not lost behind the first layout; the
    // flags are kept as it starts, so a screen left (or loading again) before then celebrates next time.
    const timer = window.setTimeout(() => {
      writeTaskRewardsShown(shown, day, readerId);
      setCelebrations((current) => [...current, ...due]);
    }, 150);
    return () => window.clearTimeout(timer);
  }, [chapterTask, novelTask, chapterLabel, novelLabel, timezone, clockOffset, readerId]);

  const celebration = celebrations[0];

  if (!screen && query.loading) return <Spinner fullPage />;

  return (
    <ScreenLayout
      title={t('title')}
      back={!isMobile && <BackButton to={paths.home.getHref()} />}
      actions={<UserMenu />}
      mainClassName={styles.main}
    >
      <Link to={paths.accountDetails.getHref()} className={styles.coinCard}>
        <span className={styles.coinLabel}>{t('coinCard.label')}</span>
        <span className={styles.coinAmount} data-testid="tasks-balance">
          <CoinIcon size={28} />
          {formatCoins(user?.coins ?? 0)}
        </span>
        <span className={styles.coinDetails}>
          {t('coinCard.details')} <span aria-hidden="true">›</span>
        </span>
      </Link>

      {/* The failure itself is the toast's to say (spec section 8); this offers a way to try again,
          also when only some sections failed (the API out of reach behind the BFF). */}
      {(!screen || (query.error && !query.loading)) && (
        <div className="form-error">
          <p>{online ? t('unavailable') : t('common:errors.offline')}</p>
          <button type="button" className="btn btn-secondary" onClick={refresh}>
            {t('common:actions.retry')}
          </button>
        </div>
      )}

      {checkinStatus && (
        <CheckInCard
          status={checkinStatus}
          reward={rules?.checkinReward ?? null}
          periodHours={rules?.checkinPeriodHours ?? 24}
          clockOffset={clockOffset}
          onStale={refresh}
        />
      )}

      {(chapterTaskShown || novelTaskShown) && (
        <section className={`card ${styles.card}`} aria-labelledby="reading-tasks-title">
          <h2 id="reading-tasks-title" className={styles.cardTitle}>
            {t('readingTasks.title')}
          </h2>
          {chapterTaskShown && (
            <ReadingTaskCard
              task={chapterTaskShown}
              title={t('readingTasks.chapter')}
              description={t('readingTasks.chapterDescription', { target: rules?.chapterTaskTarget ?? chapterTaskShown.target })}
            />
          )}
          {novelTaskShown && (
            <ReadingTaskCard
              task={novelTaskShown}
              title={t('readingTasks.novel')}
              description={t('readingTasks.novelDescription', { target: rules?.novelTaskTarget ?? novelTaskShown.target })}
            />
          )}
        </section>
      )}

      <WithdrawCard query={screen} onWithdrawn={() => refetch()} />

      {rules && (
        <section className={`card ${styles.card}`} aria-labelledby="earn-rules-title">
          <h2 id="earn-rules-title" className={styles.cardTitle}>
            {t('earnRules.title')}
          </h2>
          <ul className={styles.rules}>
            <li>{t('earnRules.checkIn', { coins: rules.checkinReward, hours: rules.checkinPeriodHours })}</li>
            <li>{t('earnRules.chapterReward', { coins: rules.chapterReward, progress: rules.chapterRewardProgress })}</li>
            <li>{t('earnRules.firstRead', { coins: rules.firstReadReward })}</li>
            <li>
              {t('earnRules.taskReward', {
                task: t('readingTasks.chapterDescription', { target: rules.chapterTaskTarget }),
                reward: t('readingTasks.reward', { coins: rules.chapterTaskReward }),
              })}
            </li>
            <li>
              {t('earnRules.taskReward', {
                task: t('readingTasks.novelDescription', { target: rules.novelTaskTarget }),
                reward: t('readingTasks.reward', { coins: rules.novelTaskReward }),
              })}
            </li>
          </ul>
        </section>
      )}

      <LocalTaskList />

      {celebration && (
        <CoinBurst
          key={celebration.key}
          amount={celebration.coins}
          label={t('readingTasks.rewardEarned', { task: celebration.label, coins: celebration.coins })}
          onDone={() => setCelebrations((current) => current.slice(1))}
        />
      )}
    </ScreenLayout>
  );
}
