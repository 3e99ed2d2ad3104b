import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '@/shared/ui/screen-placeholder';

/** Placeholder: replaced by the real favorites screen. */
export default function FavoritesPage() {
  const { t } = useTranslation();
  return <ScreenPlaceholder title={t('pages.favorites')} />;
}
