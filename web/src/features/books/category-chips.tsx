import { useTranslation } from 'react-i18next';
import type { BookCategory } from '@/__generated__/graphql';
import { bookCategories } from './book-list-params';
import styles from './book-list-page.module.css';

/** "All" and the five categories as toggle buttons; exactly one is pressed. */
export function CategoryChips({ value, onChange }: { value: BookCategory | null; onChange: (category: BookCategory | null) => void }) {
  const { t } = useTranslation('browse');
  const chips: { value: BookCategory | null; label: string }[] = [
    { value: null, label: t('books.all') },
    ...bookCategories.map((category) => ({ value: category, label: t(`books.categoryNames.${category}`) })),
  ];
  return (
    <div className={styles.chips} role="group" aria-label={t('books.categories')}>
      {chips.map((chip) => (
        <button
          key={chip.value ?? 'all'}
          type="button"
          className={styles.chip}
          aria-pressed={chip.value === value}
          onClick={() => {
            if (chip.value !== value) onChange(chip.value);
          }}
        >
          {chip.label}
        </button>
      ))}
    </div>
  );
}
