import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { recoveryCodeFile } from '../recovery-code-file';
import styles from './recovery-code-panel.module.css';
import { LineIcon } from '@/shared/ui/line-icon';

interface RecoveryCodePanelProps {
  username: string;
  code: string;
  /** A success line above the code, e.g. 'Registration successful'. */
  status?: string;
  /** What else the reader should know, e.g. that the previous code stopped working. */
  note?: string;
  continueLabel: string;
  onContinue: () => void;
  busy?: boolean;
}

/** What the last copy or download did, as a text key: read at render, it follows a language switch. */
type Feedback = { tone: 'done'; key: 'code.copied' } | { tone: 'failed'; key: 'code.copyFailed' } | { tone: 'done'; key: 'code.downloaded'; file: string } | null;

/**
 * A one-time recovery code, shown once: the code in large monospace, copy and download buttons,
 * the warning that it will not be shown again, and the button that confirms it was saved.
 * Focus moves to the code when the panel appears so screen readers start there.
 */
export function RecoveryCodePanel({ username, code, status, note, continueLabel, onContinue, busy = false }: RecoveryCodePanelProps) {
  const { t } = useTranslation('recovery');
  const labelId = useId();
  const warningId = useId();
  const codeRef = useRef<HTMLParagraphElement>(null);
  const [feedback, setFeedback] = useState<Feedback>(null);

  useEffect(() => {
    codeRef.current?.focus();
  }, []);

  const selectCode = () => {
    const element = codeRef.current;
    const selection = window.getSelection();
    if (element && selection) selection.selectAllChildren(element);
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setFeedback({ tone: 'done', key: 'code.copied' });
    } catch (error) {
      console.warn('Could not copy the recovery code', error);
      selectCode();
      setFeedback({ tone: 'failed', key: 'code.copyFailed' });
    }
  };

  const download = () => {
    const { filename, text } = recoveryCodeFile(username, code, {
      title: t('code.file.title'),
      usernameLabel: t('code.file.username'),
      codeLabel: t('code.file.code'),
      instructions: t('code.file.instructions'),
    });
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = filename;
    document.body.append(link);
    link.click();
    link.remove();
    // The download has started from the URL by now; free it a little later.
    window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
    setFeedback({ tone: 'done', key: 'code.downloaded', file: filename });
  };

  return (
    <div className={styles.panel}>
      {status && (
        <p className="form-success" role="status">
          {status}
        </p>
      )}
      <p id={warningId} className={styles.warning}>
        <strong>{t('code.onceTitle')}</strong> {t('code.onceWarning')}
      </p>
      <div className={styles.codeBox}>
        <p id={labelId} className={styles.codeLabel}>
          {t('code.codeLabel')}
        </p>
        <p
          ref={codeRef}
          className={styles.code}
          tabIndex={-1}
          aria-labelledby={labelId}
          aria-describedby={warningId}
          data-testid="recovery-code"
        >
          {code}
        </p>
        <div className={styles.actions}>
          <button type="button" className="btn btn-secondary" onClick={() => void copy()}>
            <CopyIcon />
            {t('code.copy')}
          </button>
          <button type="button" className="btn btn-secondary" onClick={download}>
            <DownloadIcon />
            {t('code.download')}
          </button>
        </div>
        <p className={feedback?.tone === 'failed' ? styles.feedbackFailed : styles.feedback} role="status" aria-live="polite">
          {feedback === null ? '' : feedback.key === 'code.downloaded' ? t(feedback.key, { file: feedback.file }) : t(feedback.key)}
        </p>
      </div>
      <p className={styles.explanation}>{t('code.explanation')}</p>
      {note && <p className={styles.explanation}>{note}</p>}
      <button type="button" className="btn btn-primary btn-block" onClick={onContinue} disabled={busy}>
        {continueLabel}
      </button>
    </div>
  );
}

function CopyIcon() {
  return (
    <LineIcon size={18}>
      <rect x="9" y="9" width="11" height="11" rx="2" />
      <path d="M5 15V6a2 2 0 0 1 2-2h9" />
    </LineIcon>
  );
}

function DownloadIcon() {
  return (
    <LineIcon size={18}>
      <path d="M12 4v11M7 10l5 5 5-5M5 20h14" strokeLinecap="round" strokeLinejoin="round" />
    </LineIcon>
  );
}
