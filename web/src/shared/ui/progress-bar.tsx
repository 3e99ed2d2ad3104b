import styles from './progress-bar.module.css';

/** A labelled progress bar (0-100). `valueText` is what assistive tech reads, e.g. "3 of 10". */
export function ProgressBar({ value, label, valueText, size = 'normal' }: { value: number; label: string; valueText?: string; size?: 'normal' | 'thin' }) {
  const clamped = Math.min(100, Math.max(0, Number.isFinite(value) ? value : 0));
  return (
    <div
      className={`${styles.track} ${size === 'thin' ? styles.thin : ''}`}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(clamped)}
      aria-valuetext={valueText}
    >
      <div className={styles.fill} style={{ width: `${clamped}%` }} />
    </div>
  );
}
