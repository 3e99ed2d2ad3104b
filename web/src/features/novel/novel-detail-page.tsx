import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '@/shared/ui/screen-placeholder';

/** Placeholder: replaced by the real novel detail screen. */
export default function NovelDetailPage() {
  const { t } = useTranslation();
  return <ScreenPlaceholder title={t('pages.novelDetail')} />;
}
