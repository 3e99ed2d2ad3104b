import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '@/shared/ui/screen-placeholder';

/** Placeholder: replaced by the real me and tasks screen. */
export default function TasksPage() {
  const { t } = useTranslation();
  return <ScreenPlaceholder title={t('pages.tasks')} />;
}
