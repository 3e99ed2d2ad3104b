import type { TaskType, TransactionResolvers } from '../__generated__/resolvers-types.js';

export const Transaction: TransactionResolvers = {
  id: (row) => String(row.id),
  type: (row) => (row.transaction_type === 'add' ? 'ADD' : 'SUBTRACT'),
  taskType: (row) => row.task_type.toUpperCase() as TaskType,
  balanceAfter: (row) => row.balance_after,
  bookName: (row) => row.book_name,
  chapterTitle: (row) => row.chapter_title,
  // The spec shows formatted_description first when present.
  description: (row) => row.formatted_description || row.description,
  createdAt: (row) => row.created_at,
};
