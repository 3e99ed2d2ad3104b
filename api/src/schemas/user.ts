import { z } from 'zod';

export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string().nullable(),
  coins: z.number().int(),
  role: z.enum(['reader', 'admin']),
  readHistory: z.array(
    z.object({ bookId: z.number().int(), chapterId: z.number().int(), progress: z.number().int(), updatedAt: z.string() }),
  ),
  hasRecoveryCode: z.boolean().describe('false until the reader has a recovery code (accounts older than recovery codes)'),
  createdAt: z.string(),
});
