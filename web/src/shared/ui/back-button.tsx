import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { LineIcon } from './line-icon';

/**
 * A round back arrow. With `to` it navigates there; without, it goes one step back in history, or
 * to `fallback` when this screen is the tab's first (a link opened in a new tab: no step to go back).
 * `label` overrides the accessible name (default: "Back").
 */
export function BackButton({ to, fallback, label, onClick }: { to?: string; fallback?: string; label?: string; onClick?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The router keys the tab's first entry "default"; every entry the app pushed has its own key.
  const isFirstEntry = useLocation().key === 'default';
  const handleClick = () => {
    if (onClick) onClick();
    else if (to !== undefined) void navigate(to);
    else if (isFirstEntry && fallback !== undefined) void navigate(fallback, { replace: true });
    else void navigate(-1);
  };
  return (
    <button type="button" className="icon-btn" aria-label={label ?? t('actions.back')} onClick={handleClick}>
      <LineIcon size={24} strokeWidth={2.2}>
        <path d="M15 18l-6-6 6-6" strokeLinecap="round" strokeLinejoin="round" />
      </LineIcon>
    </button>
  );
}
