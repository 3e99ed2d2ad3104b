import { useTranslation } from 'react-i18next';
import { ModalDialog } from '@/shared/ui/modal-dialog';
import { ChapterItems, type ListedChapter } from './chapter-list';
import styles from './novel-detail-page.module.css';

export interface ChapterSheetProps {
  open: boolean;
  onClose: () => void;
  chapters: readonly ListedChapter[];
  /** The chapter "start reading" would open, offered first. */
  startChapter: ListedChapter | null;
  startLabel: string;
  onSelect: (chapter: ListedChapter) => void;
}

/** Phones: start reading opens this bottom sheet to pick a chapter, the suggested one first. */
export function ChapterSheet({ open, onClose, chapters, startChapter, startLabel, onSelect }: ChapterSheetProps) {
  const { t } = useTranslation('browse');
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
