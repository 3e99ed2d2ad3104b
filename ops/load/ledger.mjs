// The ledger check at the end of the load test, straight against PostgreSQL: every balance equals
// the sum of its ledger rows, no reward was paid twice, and every reader's ledger holds exactly the
// coins the load test saw credited, apart from what mutations that died with a killed process may
// have committed without the reader hearing of it.
import { pg } from '../cluster/services.mjs';

/** GraphQL reward types (and the check-in) -> the ledger's task_type. */
const TASK_TYPE = {
  CHAPTER_REWARD: 'chapter_reward',
  FIRST_READ_REWARD: 'first_read_reward',
  CHAPTER_READING_TASK: 'chapter_reading',
  NOVEL_READING_TASK: 'novel_reading',
  DAILY_CHECKIN: 'daily_checkin',
};

/**
 * @param {string} databaseUrl
 * @param {Array<{ username: string, coinsSeen: number, rewardsSeen: { type: string, coins: number }[], failedWrites: object[] }>} readers
 */
export async function checkLedger(databaseUrl, readers) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const one = async (sql, params = []) => (await client.query(sql, params)).rows;
    const balances = await one(`
      SELECT u.id, u.username, u.coins,
             COALESCE(SUM(CASE WHEN l.transaction_type = 'add' THEN l.amount ELSE -l.amount END), 0)::int AS ledger,
             COUNT(l.id)::int AS rows
        FROM users u LEFT JOIN coin_ledger l ON l.user_id = u.id
       GROUP BY u.id`);
    const mismatched = balances.filter((row) => row.coins !== row.ledger);
    // The last ledger row's balance_after is the balance too.
    const lastRowOff = await one(`
      SELECT u.username FROM users u
        JOIN LATERAL (SELECT balance_after FROM coin_ledger WHERE user_id = u.id ORDER BY id DESC LIMIT 1) last ON true
       WHERE last.balance_after <> u.coins`);
    const doubled = {
      chapterRewards: await one(`SELECT user_id, chapter_id, count(*)::int AS n FROM coin_ledger
                                  WHERE task_type = 'chapter_reward' GROUP BY 1, 2 HAVING count(*) > 1`),
      firstReadRewards: await one(`SELECT user_id, book_id, count(*)::int AS n FROM coin_ledger
                                    WHERE task_type = 'first_read_reward' GROUP BY 1, 2 HAVING count(*) > 1`),
      // One check-in per 24 h period: two ledger rows of a reader less than 24 h apart are two in one period.
      checkIns: await one(`SELECT a.user_id, a.id AS first, b.id AS second FROM coin_ledger a
                             JOIN coin_ledger b ON b.user_id = a.user_id AND b.id > a.id
                              AND b.task_type = 'daily_checkin' AND b.created_at < a.created_at + interval '24 hours'
                            WHERE a.task_type = 'daily_checkin'`),
      checkInRows: await one(`SELECT user_id, period_start, count(*)::int AS n FROM checkins GROUP BY 1, 2 HAVING count(*) > 1`),
      taskPayouts: await one(`SELECT user_id, task, day, count(*)::int AS n FROM task_payouts GROUP BY 1, 2, 3 HAVING count(*) > 1`),
    };
    const ledgerRows = await one(
      `
      SELECT u.username, l.task_type, l.transaction_type, l.amount
        FROM coin_ledger l JOIN users u ON u.id = l.user_id
       WHERE u.username = ANY($1::text[])`,
      [readers.map((reader) => reader.username)],
    );

    const byUser = new Map(readers.map((reader) => [reader.username, { reader, ledger: 0, byType: {} }]));
    for (const row of ledgerRows) {
      const entry = byUser.get(row.username);
      const amount = row.transaction_type === 'add' ? row.amount : -row.amount;
      entry.ledger += amount;
      entry.byType[row.task_type] = (entry.byType[row.task_type] ?? 0) + amount;
    }
    const perReader = [];
    let lost = 0;
    let unexplainedExtra = 0;
    let explainedExtra = 0;
    for (const { reader, ledger, byType } of byUser.values()) {
      const seenByType = {};
      for (const reward of reader.rewardsSeen) {
        const type = TASK_TYPE[reward.type] ?? reward.type;
        seenByType[type] = (seenByType[type] ?? 0) + reward.coins;
      }
      let readerLost = 0;
      let readerExtra = 0;
      for (const type of new Set([...Object.keys(byType), ...Object.keys(seenByType)])) {
        const difference = (byType[type] ?? 0) - (seenByType[type] ?? 0);
        if (difference < 0) readerLost -= difference;
        else readerExtra += difference;
      }
      // The totals must agree with the per-type view (a reward answered without its `rewards` entry would show here).
      const totalsAgree = ledger - reader.coinsSeen === readerExtra - readerLost;
      lost += readerLost;
      const explained = readerExtra > 0 && reader.failedWrites.length > 0;
      if (explained) explainedExtra += readerExtra;
      else unexplainedExtra += readerExtra;
      if (readerLost || readerExtra || !totalsAgree) {
        perReader.push({
          username: reader.username,
          seen: reader.coinsSeen,
          ledger,
          lost: readerLost,
          extra: readerExtra,
          explained,
          totalsAgree,
          failedWrites: reader.failedWrites,
        });
      }
    }
    const doubledCount = Object.values(doubled).reduce((sum, rows) => sum + rows.length, 0);
    return {
      users: balances.length,
      readers: readers.length,
      ledgerRows: balances.reduce((sum, row) => sum + row.rows, 0),
      coinsInLedger: balances.reduce((sum, row) => sum + row.ledger, 0),
      coinsSeen: readers.reduce((sum, reader) => sum + reader.coinsSeen, 0),
      balanceMismatches: mismatched,
      lastRowMismatches: lastRowOff,
      doubled,
      doubledCount,
      lost,
      explainedExtra,
      unexplainedExtra,
      perReader,
      ok: mismatched.length === 0 && lastRowOff.length === 0 && doubledCount === 0 && lost === 0 && unexplainedExtra === 0,
    };
  } finally {
    await client.end();
  }
}
