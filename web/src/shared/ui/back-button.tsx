import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { LineIcon } from './line-icon';

/**
 * A round back arrow. With `to` it navigates there; without, it goes one step back in history.
 * `label` overrides the accessible name (default: "Back").
 */
export function BackButton({ to, label, onClick }: { to?: string; label?: string; onClick?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const handleClick = () => {
    if (onClick) onClick();
    else if (to !== undefined) void navigate(to);
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
