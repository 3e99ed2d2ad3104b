import { useQuery } from '@apollo/client/react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '@/__generated__';
import { paths } from '@/config/paths';
import { useErrorMessage } from '@/shared/api/use-error-message';
import { useOnlineStatus } from '@/shared/hooks/use-online-status';
import { formatNumber } from '@/shared/i18n/format';
import { formatDay } from '@/shared/i18n/format-date';
import { useLanguage } from '@/shared/i18n/use-language';
import { BackButton } from '@/shared/ui/back-button';
import { ScreenLayout } from '@/shared/ui/screen-layout';
import { Spinner } from '@/shared/ui/spinner';
import { LoadError } from '@/shared/ui/state-panel';
import { UserMenu } from '@/shared/ui/user-menu';
import styles from './stats-page.module.css';
import { timeZoneName } from './time-zone-name';
import { useScrollToTopOnMount } from '@/shared/hooks/use-scroll-to-top';

const ReadingChart = lazy(() => import('./reading-chart'));

export const STATS_DAYS = 30;

const ReadingStatsQuery = graphql(`
  query ReadingStats($days: Int!) {
    readingStats(days: $days) {
      timezone
      today
      streakMinMinutes
      days {
        date
        seconds
        minutes
      }
      todaySeconds
      todayMinutes
      currentStreak
      longestStreak
      chaptersCompleted
      novelsStarted
    }
  }
`);

/** /stats: the reader's habit from the server's reading clock (schema/statistics.graphql). */
export default function StatsPage() {
  useScrollToTopOnMount();
  const { t } = useTranslation('stats');
  const { language } = useLanguage();
  const online = useOnlineStatus();
  const errorMessage = useErrorMessage();
  const query = useQuery(ReadingStatsQuery, { variables: { days: STATS_DAYS }, fetchPolicy: 'cache-and-network' });
  const stats = query.data?.readingStats ?? null;
  const formatCount = (value: number) => formatNumber(value, language, { maximumFractionDigits: 1 });

  let body;
  if (stats) {
    const tiles: { key: string; label: string; value: string }[] = [
      { key: 'today', label: t('today'), value: t('minutes', { minutes: formatCount(stats.todayMinutes) }) },
      { key: 'currentStreak', label: t('currentStreak'), value: t('days', { count: stats.currentStreak }) },
      { key: 'longestStreak', label: t('longestStreak'), value: t('days', { count: stats.longestStreak }) },
      { key: 'chaptersCompleted', label: t('chaptersCompleted'), value: formatCount(stats.chaptersCompleted) },
      { key: 'novelsStarted', label: t('novelsStarted'), value: formatCount(stats.novelsStarted) },
    ];
    body = (
      <>
        <dl className={styles.tiles}>
          {tiles.map((tile) => (
            <div key={tile.key} className={styles.tile} data-testid={`stats-${tile.key}`}>
              <dt className={styles.tileLabel}>{tile.label}</dt>
              <dd className={styles.tileValue}>{tile.value}</dd>
            </div>
          ))}
        </dl>
        <section className={styles.chartCard} aria-labelledby="stats-chart-title">
          <h2 id="stats-chart-title" className={styles.chartTitle}>
            {t('chartTitle', { days: stats.days.length })}
          </h2>
          <div className={styles.chart} role="img" aria-label={t('chartLabel')} data-testid="stats-chart">
            <Suspense fallback={<Spinner label={t('chartLoading')} />}>
              <ReadingChart days={stats.days} seriesName={t('chartSeries')} formatDay={formatDay} />
            </Suspense>
          </div>
        </section>
        <p className={styles.note}>{t('streakRule', { count: stats.streakMinMinutes, minutes: formatCount(stats.streakMinMinutes), timezone: timeZoneName(stats.timezone, language) })}</p>
        <p className={styles.note}>{t('serverClock')}</p>
      </>
    );
  } else if (query.error) {
    body = (
      <LoadError
        message={online ? errorMessage(query.error, 'stats:loadError') : t('offline')}
        onRetry={() => void query.refetch().catch(() => undefined)}
      />
    );
  } else {
    body = <Spinner label={t('loading')} />;
  }

  return (
    <ScreenLayout title={t('title')} back={<BackButton to={paths.tasks.getHref()} />} actions={<UserMenu />} mainClassName={styles.main}>
      {body}
    </ScreenLayout>
  );
}
