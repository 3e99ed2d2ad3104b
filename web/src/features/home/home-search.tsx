import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { SearchBox } from '@/shared/ui/search-box';

/** Home search: blank text is refused with a message; otherwise /search?q=<trimmed, encoded>. */
export function HomeSearch() {
  const { t } = useTranslation('browse');
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  return (
    <SearchBox
      value={value}
      onChange={(next) => {
        setValue(next);
        setError(null);
      }}
      onSearch={(query) => {
        if (query === null) setError(t('home.emptySearch'));
        else void navigate(paths.search.getHref(query));
      }}
      error={error}
    />
  );
}
