import { useEffect, useId, useRef, type ReactNode } from 'react';
import styles from './modal-dialog.module.css';
import { LineIcon } from './line-icon';

export interface ModalDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** 'center' for confirmations, 'sheet' for panels that rise from the bottom on phones. */
  variant?: 'center' | 'sheet';
  /** Accessible name of the close button; without it no close button is shown. */
  closeLabel?: string;
  /** Extra class on the dialog box (e.g. a themed panel). */
  className?: string;
}

/**
 * A modal on top of the page, built on the native <dialog>: the browser keeps focus inside,
 * Escape closes it, and the page behind is inert while it is open.
 */
export function ModalDialog({ open, onClose, title, children, variant = 'center', closeLabel, className }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // Escape: let React's state decide, so the dialog never closes behind the app's back.
    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => dialog.removeEventListener('cancel', onCancel);
  }, []);

  return (
    <dialog
      ref={ref}
      className={`${styles.dialog} ${variant === 'sheet' ? styles.sheet : styles.center} ${className ?? ''}`}
      aria-labelledby={titleId}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> element itself.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open && (
        <div className={styles.body}>
          <div className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            {closeLabel && (
              <button type="button" className="icon-btn" aria-label={closeLabel} onClick={onClose}>
                <LineIcon size={22} strokeWidth={2.2}>
                  <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
                </LineIcon>
              </button>
            )}
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}
