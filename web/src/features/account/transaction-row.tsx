import { useTranslation } from 'react-i18next';
import { getFragmentData, graphql, type FragmentType } from '@/__generated__';
import type { TaskType } from '@/__generated__/graphql';
import { formatDateTime } from '@/shared/i18n/format-date';
import { useLanguage } from '@/shared/i18n/use-language';
import { formatCoins } from '@/shared/lib/format-coins';
import styles from './account-details-page.module.css';
import { amountTone, signedAmount } from './transaction-amount';

export const TransactionRowFragment = graphql(`
  fragment TransactionRow_transaction on Transaction {
    id
    type
    taskType
    amount
    description
    createdAt
  }
`);

/** One ledger row: an icon for its kind, what it was, when, and the signed amount. */
export function TransactionRow({ transaction: transactionRef }: { transaction: FragmentType<typeof TransactionRowFragment> }) {
  const { t } = useTranslation('tasks');
  const transaction = getFragmentData(TransactionRowFragment, transactionRef);
  const { language } = useLanguage();
  const tone = amountTone(transaction.type);
  const amount = signedAmount(transaction.type, transaction.amount, formatCoins);
  return (
    <li className={styles.row} data-testid="transaction-row">
      <span className={`${styles.icon} ${styles[`icon${transaction.taskType}`] ?? ''}`} aria-hidden="true">
        <TaskTypeIcon type={transaction.taskType} />
      </span>
      <div className={styles.rowText}>
        <p className={styles.description}>
          <span className="visually-hidden">{t('account.typePrefix', { type: t(`account.taskTypes.${transaction.taskType}`) })}</span>
          {transaction.description}
        </p>
        <time className={styles.time} dateTime={transaction.createdAt}>
          {formatDateTime(transaction.createdAt, language)}
        </time>
      </div>
      <span className={`${styles.amount} ${tone === 'credit' ? styles.credit : styles.debit}`} data-tone={tone}>
        <span className="visually-hidden">{tone === 'credit' ? t('account.credit') : t('account.debit')} </span>
        {amount}
      </span>
    </li>
  );
}

function TaskTypeIcon({ type }: { type: TaskType }) {
  const common = {
    width: 22,
    height: 22,
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 2,
    strokeLinecap: 'round' as const,
    strokeLinejoin: 'round' as const,
  };
  switch (type) {
    case 'DAILY_CHECKIN':
      return (
        <svg {...common}>
          <rect x="3" y="5" width="18" height="16" rx="2" />
          <path d="M8 3v4M16 3v4M3 10h18M9 15l2 2 4-4" />
        </svg>
      );
    case 'CHAPTER_READING':
      return (
        <svg {...common}>
          <path d="M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2z" />
          <path d="M4 21V5M9 8h6M9 12h6" />
        </svg>
      );
    case 'NOVEL_READING':
      return (
        <svg {...common}>
          <path d="M4 4h4v16H4zM10 4h4v16h-4zM16.5 4.5l3.5 1-3.8 15-3.6-1z" />
        </svg>
      );
    case 'CHAPTER_REWARD':
      return (
        <svg {...common}>
          <path d="M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1L3.2 9.5l6.1-.9z" />
        </svg>
      );
    case 'FIRST_READ_REWARD':
      return (
        <svg {...common}>
          <rect x="3" y="8" width="18" height="4" rx="1" />
          <path d="M5 12v9h14v-9M12 8v13M12 8c-2-4-6-4-6-1.5S9 8 12 8zm0 0c2-4 6-4 6-1.5S15 8 12 8z" />
        </svg>
      );
    default:
      return (
        <svg {...common}>
          <circle cx="12" cy="12" r="9" />
          <path d="M9 9.5c0-1.4 1.3-2.5 3-2.5s3 1 3 2.3c0 2.7-6 1.8-6 4.9 0 1.4 1.3 2.3 3 2.3s3-1.1 3-2.5M12 5.5V7M12 17v1.5" />
        </svg>
      );
  }
}
