import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '../db/database.js';
import { migrate } from '../db/migrate.js';
import { hashPassword } from '../lib/password.js';
import type * as passwordModule from '../lib/password.js';
import { hashSessionToken } from '../lib/session-token.js';
import { sessionRepository, type SessionRepository } from '../repositories/sessions.js';
import { userRepository } from '../repositories/users.js';
import { attemptLimits } from './attempt-limits.js';
import { authService } from './auth-service.js';

// Counts the scrypt hashes a registration costs, the real function doing the work.
vi.mock('../lib/password.js', async (original) => {
  const real = await original<typeof passwordModule>();
  return { ...real, hashPassword: vi.fn(real.hashPassword) };
});

let db: Database;
const limitSettings = { windowMinutes: 15, maxFailuresPerUsername: 2, maxFailuresPerAddress: 1000, registrationsPerAddressPerHour: 1 };

beforeAll(async () => {
  db = await openDatabase({ dataDir: 'memory://' });
  await migrate(db);
});
afterAll(() => db.close());
beforeEach(() => {
  vi.mocked(hashPassword).mockClear();
});

const serviceWith = (sessions: SessionRepository) => authService(db, { sessionTtlHours: 1, limits: attemptLimits(db, limitSettings), sessions });

describe('login racing a password change', () => {
  it('opens no session when the password changed between its check and its session', async () => {
    const reader = await userRepository(db).create({ username: 'racing_reader', passwordHash: await hashPassword('old-password-1'), email: null, recoveryCodeHash: 'x' });
    const sessions = sessionRepository(db);
    const auth = serviceWith(sessions);
    // The change lands after the login checked the old password, before its session is written.
    const racing: SessionRepository = {
      ...sessions,
      async create(...args) {
        await auth.changePassword(reader.id, { currentPassword: 'old-password-1', newPassword: 'new-password-2' }, 'none', 'addr-race');
        return sessions.create(...args);
      },
    };
    const login = serviceWith(racing).login('racing_reader', 'old-password-1', 'addr-race');
    await expect(login).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });
    const { rows } = await db.query('SELECT 1 FROM sessions WHERE user_id = $1', [reader.id]);
    expect(rows).toEqual([]);
  });

  it('still signs in when nothing changed', async () => {
    await userRepository(db).create({ username: 'calm_reader', passwordHash: await hashPassword('calm-password-1'), email: null, recoveryCodeHash: 'x' });
    const sessions = sessionRepository(db);
    const { token } = await serviceWith(sessions).login('calm_reader', 'calm-password-1', 'addr-calm');
    expect(await sessions.findActive(hashSessionToken(token))).not.toBeNull();
  });
});

describe('registration past the address limit', () => {
  it('is refused before any password is hashed', async () => {
    const auth = serviceWith(sessionRepository(db));
    await auth.register({ username: 'first_here', password: 'first-password-1', email: null }, 'addr-flood');
    expect(vi.mocked(hashPassword)).toHaveBeenCalledTimes(1);
    for (const n of [1, 2, 3]) {
      await expect(auth.register({ username: `flood_${n}`, password: 'flood-password-1', email: null }, 'addr-flood')).rejects.toMatchObject({
        code: 'TOO_MANY_REGISTRATIONS',
      });
    }
    expect(vi.mocked(hashPassword)).toHaveBeenCalledTimes(1);
  });
});

describe('failed logins per username', () => {
  it('count a name the way the account lookup matches it (İ finds i)', async () => {
    await userRepository(db).create({ username: 'dotted_i', passwordHash: await hashPassword('right-password-1'), email: null, recoveryCodeHash: 'x' });
    const auth = serviceWith(sessionRepository(db));
    for (const address of ['addr-1', 'addr-2', 'addr-3']) {
      await expect(auth.login('dotted_i', 'wrong-password', address)).rejects.toMatchObject({ code: expect.stringMatching(/INVALID_CREDENTIALS|TOO_MANY/) });
    }
    await expect(auth.login('dotted_İ', 'right-password-1', 'addr-4')).rejects.toMatchObject({ statusCode: 429 });
  });
});
