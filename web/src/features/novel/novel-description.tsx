import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { descriptionPreview } from './description-preview';
import styles from './novel-detail-page.module.css';

/** The description; `truncate` (desktop) cuts it at 300 characters with a more/less toggle. */
export function NovelDescription({ text, truncate }: { text: string; truncate: boolean }) {
  const { t } = useTranslation('browse');
  const [expanded, setExpanded] = useState(false);
  if (text.trim() === '') return <p className={styles.muted}>{t('novel.noDescription')}</p>;
  const preview = descriptionPreview(text);
  const cut = truncate && preview.truncated;
  return (
    <>
      <p className={styles.description}>{cut && !expanded ? preview.text : text}</p>
      {cut && (
        <button
          type="button"
          className={`btn btn-ghost ${styles.more}`}
          aria-expanded={expanded}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? t('novel.less') : t('novel.more')}
        </button>
      )}
    </>
  );
}
