/** The gold coin used next to balances and rewards (decorative: the text beside it says "coins"). */
export function CoinIcon({ size = 16 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10" fill="#f5b82e" />
      <circle cx="12" cy="12" r="6.5" fill="none" stroke="#a15c07" strokeWidth="1.6" />
    </svg>
  );
}
