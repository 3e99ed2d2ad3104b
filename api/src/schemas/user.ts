import { z } from 'zod';
import { currentPasswordField, emailField, newPasswordField, usernameField } from './common.js';

export const userSchema = z
  .object({
    id: z.number().int(),
    username: z.string(),
    email: z.string().nullable(),
    coins: z.number().int(),
    role: z.enum(['reader', 'admin']),
    readHistory: z.array(
      z.object({ bookId: z.number().int(), chapterId: z.number().int(), progress: z.number().int(), updatedAt: z.string() }).meta({ id: 'ReadHistoryEntry' }),
    ),
    hasRecoveryCode: z.boolean().describe('false until the reader has a recovery code (accounts older than recovery codes)'),
    createdAt: z.string(),
  })
  .meta({ id: 'User' });

export const coinsBody = z.object({ coins: z.number().int().min(0).max(2_000_000_000) });
export const infoBody = z.object({ username: usernameField.optional(), email: emailField.optional() });
export const passwordBody = z.object({ currentPassword: currentPasswordField, newPassword: newPasswordField });
export const recoveryCodeBody = z.object({ currentPassword: currentPasswordField });
export const recoveryCodeAnswer = z.object({ recoveryCode: z.string() });
