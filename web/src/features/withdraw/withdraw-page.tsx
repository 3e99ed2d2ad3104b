import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '@/shared/ui/screen-placeholder';

/** Placeholder: replaced by the real withdraw screen. */
export default function WithdrawPage() {
  const { t } = useTranslation();
  return <ScreenPlaceholder title={t('pages.withdraw')} />;
}
