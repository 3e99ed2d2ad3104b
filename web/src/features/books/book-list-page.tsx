import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useScrollToTopOnMount } from '@/shared/hooks/use-scroll-to-top';
import { BackButton } from '@/shared/ui/back-button';
import { ScreenLayout } from '@/shared/ui/screen-layout';
import { SearchBox } from '@/shared/ui/search-box';
import { readBookListState, toBookListParams, type BookListState } from './book-list-params';
import styles from './book-list-page.module.css';
import { BookSearchResults, CategoryBooks, type BookPageChange } from './book-results';
import { CategoryChips } from './category-chips';

/** The library: category chips, a search (run only for a non-blank query) and 10 books a page. */
export default function BookListPage() {
  const { t } = useTranslation('browse');
  useScrollToTopOnMount();
  const [urlParams, setUrlParams] = useSearchParams();
  const state = readBookListState(urlParams);

  const update = (next: BookListState, { replace = false } = {}) => {
    setUrlParams(toBookListParams(next), { replace });
    window.scrollTo(0, 0);
  };
  const changePage: BookPageChange = (page, options) => update({ ...state, page }, options);

  return (
    <ScreenLayout
      title={t('books.title')}
      back={<BackButton to={paths.home.getHref()} label={t('books.back')} />}
      mainClassName={styles.main}
    >
      {/* A blank search is refused with 'Please enter search keywords' (spec section 5) and runs nothing. */}
      <SearchBox
        key={state.query ?? ''}
        initial={state.query ?? ''}
        blankMessage={t('books.emptyQuery')}
        onSearch={(query) => update({ ...state, query, page: 1 })}
      />
      {state.query === null ? (
        <>
          <CategoryChips value={state.category} onChange={(category) => update({ category, query: null, page: 1 })} />
          <CategoryBooks category={state.category} page={state.page} onPageChange={changePage} />
        </>
      ) : (
        <>
          <div className={styles.searchHead}>
            <h2 className={styles.searchTitle}>{t('books.searchResults', { query: state.query })}</h2>
            <button type="button" className="btn btn-secondary" onClick={() => update({ ...state, query: null, page: 1 })}>
              {t('books.clearSearch')}
            </button>
          </div>
          <BookSearchResults query={state.query} page={state.page} onPageChange={changePage} />
        </>
      )}
    </ScreenLayout>
  );
}
