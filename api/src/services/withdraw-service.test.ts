import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database.js';
import { migrate } from '../db/migrate.js';
import { checkinService } from './checkin-service.js';
import { withdrawService } from './withdraw-service.js';

// The coin services called directly, for what HTTP cannot reach: a session always belongs to a
// user, so "no such user" only happens when an account is deleted between the session check and
// the service. The refusals must still be the right code with the right words.

let db: Database;
let readerId: number;
beforeAll(async () => {
  db = await openDatabase({ dataDir: 'memory://' });
  await migrate(db);
  const { rows } = await db.query<{ id: number }>("INSERT INTO users (username, password_hash) VALUES ('service_reader', 'x') RETURNING id");
  readerId = rows[0]!.id;
});
afterAll(async () => {
  await db.close();
});

const missingUser = { code: 'USER_NOT_FOUND', message: 'User not found' };

describe('withdraw service', () => {
  it('refuses every per-user call for a user that does not exist', async () => {
    const withdraw = withdrawService(db);
    await expect(withdraw.progress(999_999)).rejects.toMatchObject(missingUser);
    await expect(withdraw.target(999_999)).rejects.toMatchObject(missingUser);
    await expect(withdraw.recordAchievement(999_999, 1)).rejects.toMatchObject(missingUser);
    await expect(withdraw.withdraw(999_999, 1, 1)).rejects.toMatchObject(missingUser);
  });

  it('says why an achievement below the target is refused', async () => {
    await expect(withdrawService(db).recordAchievement(readerId, 1)).rejects.toMatchObject({
      code: 'TARGET_NOT_REACHED',
      message: 'This withdraw target has not been reached yet',
    });
  });

  it('gives the config as the first target, and every target in order', async () => {
    const withdraw = withdrawService(db);
    const targets = await withdraw.targets();
    expect(targets.map((target) => target.level)).toEqual([...targets.keys()].map((index) => index + 1));
    expect(await withdraw.config()).toEqual({
      requiredCoins: targets[0]!.target_amount,
      level: 1,
      target_name: targets[0]!.target_name,
      target_name_en: targets[0]!.target_name_en,
    });
  });
});

describe('check-in service', () => {
  it('refuses a user that does not exist, in status and check-in', async () => {
    const checkins = checkinService(db, 'Asia/Shanghai');
    await expect(checkins.status(999_999)).rejects.toMatchObject(missingUser);
    await expect(checkins.checkIn(999_999, 'en-US')).rejects.toMatchObject(missingUser);
  });

  it('says why a second check-in in the same period is refused', async () => {
    const checkins = checkinService(db, 'Asia/Shanghai');
    await checkins.checkIn(readerId, 'en-US');
    await expect(checkins.checkIn(readerId, 'en-US')).rejects.toMatchObject({
      code: 'ALREADY_CHECKED_IN',
      message: 'Already checked in, come back after the next check-in time',
    });
  });
});
