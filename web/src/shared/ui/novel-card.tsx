import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { getFragmentData, graphql, type FragmentType } from '@/__generated__';
import { paths } from '@/config/paths';
import { cardTags } from '@/shared/lib/card-tags';
import { isPlainClick } from '@/shared/lib/plain-click';
import { textLanguage } from '@/shared/lib/text-language';
import { BookCover } from './book-cover';
import styles from './novel-card.module.css';

export const NovelCardFragment = graphql(`
  fragment NovelCard_book on Book {
    id
    title
    author
    coverImage
    tags
    isFavorited
    isVip
    coinsRequired
  }
`);

export interface NovelCardProps {
  book: FragmentType<typeof NovelCardFragment>;
  /** Router state for the detail page (e.g. where "back" should go). */
  linkState?: unknown;
  /** Called before the detail page opens (screens save their place here). */
  onOpen?: () => void;
  /** Load the cover at once (cards on screen when the list opens). */
  eagerCover?: boolean;
  /** The title's heading level: one below the heading the list sits under (2 under the page's own). */
  titleLevel?: 2 | 3;
}

/**
 * Cover, title, author and up to two short tags; a VIP novel says so on its cover with the price of
 * each paid chapter, so paid chapters are no surprise on the detail page. The whole card links to
 * the novel.
 */
export function NovelCard({ book: bookRef, linkState, onOpen, eagerCover = false, titleLevel = 3 }: NovelCardProps) {
  const book = getFragmentData(NovelCardFragment, bookRef);
  const Title = titleLevel === 2 ? 'h2' : 'h3';
  // The book's words in the book's language, whatever the interface's (WCAG 3.1.2).
  const bookLanguage = textLanguage(book.title);
  const tags = cardTags(book.tags);
  return (
    <Link
      className={styles.card}
      to={paths.novelDetail.getHref(book.id)}
      state={linkState}
      onClick={(event) => {
        if (isPlainClick(event)) onOpen?.();
      }}
    >
      <div className={styles.coverWrap}>
        <BookCover src={book.coverImage} eager={eagerCover} />
        {book.isFavorited && <FavoritedBadge />}
        {book.isVip && <VipBadge coinsRequired={book.coinsRequired} />}
      </div>
      <Title className={styles.title} lang={bookLanguage}>
        {book.title}
      </Title>
      <p className={styles.author} lang={bookLanguage}>
        {book.author}
      </p>
      {tags.length > 0 && (
        <span className={styles.tags}>
          {tags.map((tag, index) => (
            <span key={`${index}:${tag}`} className={styles.tag} data-tag="" lang={bookLanguage}>
              {tag}
            </span>
          ))}
        </span>
      )}
    </Link>
  );
}

// The badges read their texts themselves: most cards show neither, and a list of cards that each
// subscribed to the texts would pay for it on every card (a phone notices, at 30 cards a page).

function FavoritedBadge() {
  const { t } = useTranslation('browse');
  return (
    <span className={styles.favorited}>
      <svg width="14" height="14" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
        <path d="M12 21s-7.8-4.8-9.7-9.6C1 8 3.2 4.6 6.8 4.6c2.1 0 3.6 1.1 5.2 3.1 1.6-2 3.1-3.1 5.2-3.1 3.6 0 5.8 3.4 4.5 6.8C19.8 16.2 12 21 12 21Z" />
      </svg>
      <span className="visually-hidden">{t('card.favorited')}</span>
    </span>
  );
}

function VipBadge({ coinsRequired }: { coinsRequired: number }) {
  const { t } = useTranslation('browse');
  const price = t('card.vipPrice', { count: coinsRequired });
  return (
    <span className={styles.vip} data-testid="vip-badge" title={price}>
      {/* The hidden price text says VIP itself: read once, not "VIP VIP". */}
      <span aria-hidden="true">VIP</span>
      <span className={styles.vipPrice}>
        <span aria-hidden="true">{t('card.vipPriceShort', { count: coinsRequired })}</span>
        <span className="visually-hidden">{price}</span>
      </span>
    </span>
  );
}
