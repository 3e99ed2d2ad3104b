import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '@/shared/ui/screen-placeholder';

/** Placeholder: replaced by the real book list screen. */
export default function BookListPage() {
  const { t } = useTranslation();
  return <ScreenPlaceholder title={t('pages.books')} />;
}
