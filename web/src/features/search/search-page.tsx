import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '@/shared/ui/screen-placeholder';

/** Placeholder: replaced by the real search screen. */
export default function SearchPage() {
  const { t } = useTranslation();
  return <ScreenPlaceholder title={t('pages.search')} />;
}
