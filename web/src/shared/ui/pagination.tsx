import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { paginationWindow } from '@/shared/lib/pagination-window';
import { AvailableButton } from './available-button';
import styles from './pagination.module.css';
import { LineIcon } from './line-icon';

export interface PaginationProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** With these three, a page-size selector is shown as well. */
  pageSize?: number;
  pageSizeOptions?: readonly number[];
  onPageSizeChange?: (pageSize: number) => void;
}

/**
 * Numbered pages: previous, up to five page buttons around the current page, next. Previous and
 * next keep the focus at the ends (AvailableButton); the page pressed is always among the new buttons.
 */
export function Pagination({ page, totalPages, onPageChange, pageSize, pageSizeOptions, onPageSizeChange }: PaginationProps) {
  const { t } = useTranslation('browse');
  const sizeId = useId();
  const pages = paginationWindow(page, totalPages);
  const showSizes = pageSize !== undefined && pageSizeOptions !== undefined && onPageSizeChange !== undefined;
  if (pages.length <= 1 && !showSizes) return null;

  return (
    <div className={styles.bar}>
      {pages.length > 0 && (
        <nav aria-label={t('pagination.label')}>
          <ul className={styles.pages}>
            <li>
              <AvailableButton
                className={styles.step}
                available={page > 1}
                onPress={() => onPageChange(page - 1)}
                aria-label={t('pagination.previous')}
              >
                <Chevron direction="left" />
              </AvailableButton>
            </li>
            {pages.map((number) => (
              <li key={number}>
                <button
                  type="button"
                  className={`${styles.page} ${number === page ? styles.current : ''}`}
                  aria-current={number === page ? 'page' : undefined}
                  aria-label={t('pagination.page', { page: number })}
                  onClick={() => {
                    if (number !== page) onPageChange(number);
                  }}
                >
                  {number}
                </button>
              </li>
            ))}
            <li>
              <AvailableButton
                className={styles.step}
                available={page < totalPages}
                onPress={() => onPageChange(page + 1)}
                aria-label={t('pagination.next')}
              >
                <Chevron direction="right" />
              </AvailableButton>
            </li>
          </ul>
        </nav>
      )}
      <p className={styles.status}>{t('pagination.status', { page, totalPages: Math.max(totalPages, 1) })}</p>
      {showSizes && (
        <div className={styles.size}>
          <label htmlFor={sizeId}>{t('pagination.pageSize')}</label>
          <select id={sizeId} className={styles.select} value={pageSize} onChange={(event) => onPageSizeChange(Number(event.target.value))}>
            {pageSizeOptions.map((option) => (
              <option key={option} value={option}>
                {t('pagination.pageSizeOption', { count: option })}
              </option>
            ))}
          </select>
        </div>
      )}
    </div>
  );
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <LineIcon size={20} strokeWidth={2.2}>
      <path d={direction === 'left' ? 'M15 18l-6-6 6-6' : 'M9 6l6 6-6 6'} strokeLinecap="round" strokeLinejoin="round" />
    </LineIcon>
  );
}
