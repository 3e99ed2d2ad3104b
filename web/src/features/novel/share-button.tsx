import { useTranslation } from 'react-i18next';
import { useToast } from '@/shared/ui/toast/use-toast';
import { LineIcon } from '@/shared/ui/line-icon';

/**
 * Shares the novel with the Web Share API where the browser has it; otherwise (or when sharing
 * fails) copies the link to the clipboard and says so.
 */
export function ShareButton({ title, path }: { title: string; path: string }) {
  const { t } = useTranslation('browse');
  const { showToast } = useToast();

  const share = async () => {
    const url = new URL(path, window.location.origin).toString();
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // The reader closed the share sheet, or tapped again while it was open: nothing more to do.
        if (error instanceof DOMException && (error.name === 'AbortError' || error.name === 'InvalidStateError')) return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      showToast(t('share.copied'), { tone: 'success' });
    } catch {
      showToast(t('share.failed'), { tone: 'error' });
    }
  };

  return (
    <button type="button" className="icon-btn" aria-label={t('novel.share')} onClick={() => void share()}>
      <LineIcon size={22}>
        <circle cx="18" cy="5" r="2.5" />
        <circle cx="6" cy="12" r="2.5" />
        <circle cx="18" cy="19" r="2.5" />
        <path d="m8.2 10.8 7.6-4.4M8.2 13.2l7.6 4.4" />
      </LineIcon>
    </button>
  );
}
