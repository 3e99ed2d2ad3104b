import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '@/shared/ui/screen-placeholder';

/** Placeholder: replaced by the real reader screen. */
export default function ReaderPage() {
  const { t } = useTranslation();
  return <ScreenPlaceholder title={t('pages.reader')} />;
}
