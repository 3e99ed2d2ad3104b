import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { badRequest, notFound } from '../../domain/errors.js';
import { assertSelf, currentUser } from '../../plugins/auth.js';
import { ledgerRepository } from '../../repositories/ledger.js';
import { userRepository } from '../../repositories/users.js';
import { publicUser } from '../../services/auth-service.js';
import { currentPasswordField, emailField, envelope, errors, idParams, newPasswordField, ok, usernameField } from '../../schemas/common.js';
import { userSchema } from '../../schemas/user.js';

export function userRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    async function userView(id: number) {
      const user = await ctx.users.findById(id);
      if (!user) throw notFound('User not found', 'USER_NOT_FOUND');
      return publicUser(ctx.db, user);
    }

    app.get(
      '/user/:id',
      {
        config: { auth: 'user' },
        schema: { tags: ['user'], summary: 'Your own user record', params: idParams, response: { 200: envelope(userSchema), ...errors(400, 401, 403, 404) } },
      },
      async (request) => {
        assertSelf(request, request.params.id);
        return ok(await userView(request.params.id));
      },
    );

    app.put(
      '/user/:id/coins',
      {
        config: { auth: 'admin' },
        schema: {
          tags: ['user', 'admin'],
          summary: "Set a user's balance (admin only); the difference is written to the ledger",
          params: idParams,
          body: z.object({ coins: z.number().int().min(0).max(2_000_000_000) }),
          response: { 200: envelope(userSchema), ...errors(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const { id } = request.params;
        await ctx.db.transaction(async (tx) => {
          const user = await userRepository(tx).lockById(id);
          if (!user) throw notFound('User not found', 'USER_NOT_FOUND');
          const difference = request.body.coins - user.coins;
          if (difference === 0) return;
          const ledger = ledgerRepository(tx);
          const movement = { userId: id, amount: Math.abs(difference), taskType: 'other', description: 'adjustment' } as const;
          await (difference > 0 ? ledger.credit(movement) : ledger.debit(movement));
        });
        return ok(await userView(id), 'Coins updated');
      },
    );

    app.put(
      '/user/:id/info',
      {
        config: { auth: 'user' },
        schema: {
          tags: ['user'],
          summary: 'Change your username and/or email',
          params: idParams,
          body: z.object({ username: usernameField.optional(), email: emailField.optional() }),
          response: { 200: envelope(userSchema), ...errors(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        assertSelf(request, request.params.id);
        const { username, email } = request.body;
        if (username === undefined && (email === undefined || email === null)) throw badRequest('No changes to update', 'NO_CHANGES');
        const updated = await ctx.users.updateInfo(request.params.id, { username, email: email ?? undefined });
        if (!updated) throw notFound('User not found', 'USER_NOT_FOUND');
        return ok(await publicUser(ctx.db, updated), 'User information updated');
      },
    );

    app.put(
      '/user/:id/password',
      {
        config: { auth: 'user' },
        schema: {
          tags: ['user'],
          summary: 'Change your password (the current one is required); your other sessions are signed out',
          description: 'A wrong current password is 400 CURRENT_PASSWORD_INCORRECT and counts as a failed login.',
          params: idParams,
          body: z.object({ currentPassword: currentPasswordField, newPassword: newPasswordField }),
          response: { 200: envelope(z.null()), ...errors(400, 401, 403, 429) },
        },
      },
      async (request) => {
        const identity = assertSelf(request, request.params.id);
        await ctx.auth.changePassword(identity.userId, request.body, identity.tokenHash, request.ip);
        return ok(null, 'Password updated');
      },
    );

    app.post(
      '/user/:id/recovery-code',
      {
        config: { auth: 'user' },
        schema: {
          tags: ['user'],
          summary: 'Issue a new recovery code (the current password is required); the old code stops working',
          description: 'The code is answered once and only its hash is kept. A wrong current password is 400 CURRENT_PASSWORD_INCORRECT.',
          params: idParams,
          body: z.object({ currentPassword: currentPasswordField }),
          response: { 200: envelope(z.object({ recoveryCode: z.string() })), ...errors(400, 401, 403, 429) },
        },
      },
      async (request) => {
        const identity = assertSelf(request, request.params.id);
        return ok(await ctx.auth.issueRecoveryCode(identity.userId, request.body.currentPassword, request.ip), 'Recovery code issued');
      },
    );

    app.delete(
      '/user/:id',
      {
        config: { auth: 'user' },
        schema: { tags: ['user'], summary: 'Delete your account and everything in it', params: idParams, response: { 200: envelope(z.null()), ...errors(400, 401, 403, 404) } },
      },
      async (request) => {
        if (currentUser(request).role !== 'admin') assertSelf(request, request.params.id);
        const deleted = await userRepository(ctx.db).delete(request.params.id);
        if (!deleted) throw notFound('User not found', 'USER_NOT_FOUND');
        return ok(null, 'Account deleted');
      },
    );
  };
}
