import type { FragmentType } from '@/__generated__';
import { EAGER_COVER_COUNT } from '@/shared/lib/eager-covers';
import { NovelCard, type NovelCardFragment } from './novel-card';
import styles from './novel-grid.module.css';

/** A novel of a list: its id (the list's key) and the card's fragment. */
export type NovelGridBook = { id: string } & FragmentType<typeof NovelCardFragment>;

export interface NovelGridProps {
  books: readonly NovelGridBook[];
  /** 2 on phones and on the search screen, 4 on wide screens. */
  columns: 2 | 4;
  label?: string;
  linkState?: unknown;
  onOpenNovel?: () => void;
  busy?: boolean;
  /** Heading level of the cards' titles (NovelCard's `titleLevel`). */
  cardTitleLevel?: 2 | 3;
}

/** A list of novel cards laid out as a grid. */
export function NovelGrid({ books, columns, label, linkState, onOpenNovel, busy = false, cardTitleLevel }: NovelGridProps) {
  return (
    <ul className={`${styles.grid} ${columns === 4 ? styles.four : styles.two}`} aria-label={label} aria-busy={busy || undefined}>
      {books.map((book, index) => (
        <li key={book.id} className={styles.item}>
          <NovelCard book={book} linkState={linkState} onOpen={onOpenNovel} eagerCover={index < EAGER_COVER_COUNT} titleLevel={cardTitleLevel} />
        </li>
      ))}
    </ul>
  );
}
