import { useTranslation } from 'react-i18next';
import { ModalDialog } from '@/shared/ui/modal-dialog';
import { ChapterItems, type ListedChapter } from './chapter-list';
import styles from './novel-detail-page.module.css';

export interface ChapterSheetProps<T extends ListedChapter & { title: string }> {
  open: boolean;
  onClose: () => void;
  chapters: readonly T[];
  /** The chapter "start reading" would open, offered first. */
  startChapter: T | null;
  startLabel: string;
  onSelect: (chapter: T) => void;
}

/** Phones: start reading opens this bottom sheet to pick a chapter, the suggested one first. */
export function ChapterSheet<T extends ListedChapter & { title: string }>({
  open,
  onClose,
  chapters,
  startChapter,
  startLabel,
  onSelect,
}: ChapterSheetProps<T>) {
  const { t } = useTranslation(['browse', 'common']);
  return (
    <ModalDialog open={open} onClose={onClose} title={t('novel.sheetTitle')} variant="sheet" closeLabel={t('common:actions.close')}>
      {startChapter && (
        <button type="button" className="btn btn-primary btn-block" onClick={() => onSelect(startChapter)}>
          {t('novel.sheetStart', { action: startLabel, chapter: startChapter.title })}
        </button>
      )}
      <div className={styles.sheetList}>
        <ChapterItems chapters={chapters} onOpen={onSelect} />
      </div>
    </ModalDialog>
  );
}
