import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '@/shared/ui/screen-placeholder';

/** Placeholder: replaced by the real account details screen. */
export default function AccountDetailsPage() {
  const { t } = useTranslation();
  return <ScreenPlaceholder title={t('pages.accountDetails')} />;
}
