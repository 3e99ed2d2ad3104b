import type { Queryable } from '../db/database.js';
import { translate } from '../domain/messages.js';
import type { Language } from '../domain/rules.js';
import { ledgerRepository, type LedgerRow } from '../repositories/ledger.js';

export interface TransactionRecord {
  id: number;
  transaction_type: 'add' | 'subtract';
  task_type: LedgerRow['task_type'];
  amount: number;
  balance_after: number;
  book_id: number | null;
  book_name: string | null;
  chapter_id: number | null;
  chapter_title: string | null;
  description: string;
  formatted_description: string;
  created_at: string;
}

/** The ledger text of a movement in the reader's language, with the book and other details filled in. */
export function describeMovement(row: LedgerRow, language: Language): string {
  const detail = row.detail ?? {};
  const params: Record<string, string | number> = {
    ...detail,
    book: row.book_name ?? '',
    chapter: row.chapter_title ?? detail.chapter ?? '',
    targetName: language === 'en-US' ? (detail.targetNameEn ?? detail.targetName ?? '') : (detail.targetName ?? ''),
  };
  return translate(language, `ledger.${row.description_key}`, params);
}

/** A reader's coin movements, newest first, described in their language. */
export function accountService(db: Queryable) {
  return { details: (userId: number, page: number, pageSize: number, language: Language) => accountDetails(db, userId, page, pageSize, language) };
}

async function accountDetails(db: Queryable, userId: number, page: number, pageSize: number, language: Language) {
  const { rows, total } = await ledgerRepository(db).page(userId, pageSize, (page - 1) * pageSize);
  const details: TransactionRecord[] = rows.map((row) => ({
    id: row.id,
    transaction_type: row.transaction_type,
    task_type: row.task_type,
    amount: row.amount,
    balance_after: row.balance_after,
    book_id: row.book_id,
    book_name: row.book_name,
    chapter_id: row.chapter_id,
    chapter_title: row.chapter_title ?? (typeof row.detail?.chapter === 'string' ? row.detail.chapter : null),
    description: describeMovement(row, 'zh-CN'),
    formatted_description: describeMovement(row, language),
    created_at: row.created_at.toISOString(),
  }));
  return { details, page, pageSize, total, totalPages: Math.ceil(total / pageSize), hasMore: page * pageSize < total };
}
