import { useMutation } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getFragmentData, graphql, type FragmentType } from '@/__generated__';
import { useErrorMessage } from '@/shared/api/use-error-message';
import { useToast } from '@/shared/ui/toast/use-toast';
import styles from './novel-detail-page.module.css';

export const FavoriteButtonFragment = graphql(`
  fragment FavoriteButton_book on Book {
    id
    isFavorited
  }
`);

// Both answer the book with its new state; the normalized Book entity then updates every list.
const AddFavoriteMutation = graphql(`
  mutation AddFavorite($bookId: ID!) {
    addFavorite(bookId: $bookId) {
      book {
        ...FavoriteButton_book
      }
    }
  }
`);

const RemoveFavoriteMutation = graphql(`
  mutation RemoveFavorite($bookId: ID!) {
    removeFavorite(bookId: $bookId) {
      book {
        ...FavoriteButton_book
      }
    }
  }
`);

/**
 * A toggle button (aria-pressed) for the favorite state. The new state shows at once
 * (optimistic) and is rolled back if the server refuses; further taps are ignored until the
 * answer is in (spec section 4).
 */
export function FavoriteButton({ book: bookRef }: { book: FragmentType<typeof FavoriteButtonFragment> }) {
  const { t } = useTranslation('browse');
  const book = getFragmentData(FavoriteButtonFragment, bookRef);
  const { showToast } = useToast();
  const errorMessage = useErrorMessage();
  const [addFavorite] = useMutation(AddFavoriteMutation);
  const [removeFavorite] = useMutation(RemoveFavoriteMutation);
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);

  const toggle = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    const adding = !book.isFavorited;
    const variables = { bookId: book.id };
    const payload = { __typename: 'FavoritePayload' as const, book: { __typename: 'Book' as const, id: book.id, isFavorited: adding } };
    try {
      const { data } = adding
        ? await addFavorite({ variables, optimisticResponse: { addFavorite: payload } })
        : await removeFavorite({ variables, optimisticResponse: { removeFavorite: payload } });
      if (!data) showToast(t('favorite.operationFailed'), { tone: 'error' });
      else showToast(t(adding ? 'favorite.added' : 'favorite.removed'), { tone: 'success' });
    } catch (error) {
      showToast(errorMessage(error, adding ? 'browse:favorite.addFailed' : 'browse:favorite.removeFailed'), { tone: 'error' });
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className={`btn btn-secondary ${styles.favorite}`}
      aria-pressed={book.isFavorited}
      aria-busy={busy || undefined}
      onClick={() => void toggle()}
    >
      <svg
        width="20"
        height="20"
        viewBox="0 0 24 24"
        fill={book.isFavorited ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <path
          d="M12 20s-7.5-4.6-9.3-9.2C1.5 7.6 3.6 4.5 6.9 4.5c2 0 3.5 1.1 5.1 3 1.6-1.9 3.1-3 5.1-3 3.3 0 5.4 3.1 4.2 6.3C19.5 15.4 12 20 12 20Z"
          strokeLinejoin="round"
        />
      </svg>
      {t('favorite.label')}
    </button>
  );
}
