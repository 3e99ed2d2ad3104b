import { useEffect, useRef } from 'react';
import { CoinIcon } from './coin-icon';
import styles from './coin-burst.module.css';

/** How long the reward animation stays on screen (spec section 9). */
export const COIN_BURST_MS = 1000;

/**
 * The "+N" coin animation shown when coins are earned. It removes itself after 1000 ms by
 * calling `onDone`; `label` is the announced text (e.g. "+5 coins earned").
 */
export function CoinBurst({ amount, label, onDone }: { amount: number; label: string; onDone: () => void }) {
  const onDoneRef = useRef(onDone);
  useEffect(() => {
    onDoneRef.current = onDone;
  }, [onDone]);
  useEffect(() => {
    const timer = window.setTimeout(() => onDoneRef.current(), COIN_BURST_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <div className={styles.burst} role="status" data-testid="coin-burst">
      <span className="visually-hidden">{label}</span>
      <CoinIcon size={28} />
      <span className={styles.amount} aria-hidden="true">
        +{amount}
      </span>
    </div>
  );
}
