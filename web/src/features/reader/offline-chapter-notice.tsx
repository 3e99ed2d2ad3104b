import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import styles from './reader-screen.module.css';

/** Offline, and this chapter was not downloaded: say so (instead of a network error) with a way back. */
export function OfflineChapterNotice({ bookId }: { bookId: string }) {
  const { t } = useTranslation('offline');
  const { t: tReader } = useTranslation('reader');
  return (
    <div className={styles.state} role="alert" data-testid="reader-offline-not-downloaded">
      <p>{t('reader.notDownloaded')}</p>
      <Link className="btn btn-primary" to={paths.novelDetail.getHref(bookId)}>
        {tReader('backToBook')}
      </Link>
    </div>
  );
}
