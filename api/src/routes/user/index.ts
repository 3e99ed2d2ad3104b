import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { assertSelf } from '../../plugins/auth.js';
import { envelope, errors, idParams, ok } from '../../schemas/common.js';
import { readerSettingsBody, savedReaderSettingsSchema } from '../../schemas/reader-settings.js';
import { coinsBody, infoBody, passwordBody, recoveryCodeAnswer, recoveryCodeBody, userSchema } from '../../schemas/user.js';

export function userRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/user/:id',
      {
        config: { auth: 'user' },
        schema: { tags: ['user'], summary: 'Your own user record', params: idParams, response: { 200: envelope(userSchema), ...errors(400, 401, 403, 404) } },
      },
      async (request) => ok(await ctx.users.profile(assertSelf(request, request.params.id).userId)),
    );

    app.put(
      '/user/:id/coins',
      {
        config: { auth: 'admin' },
        schema: {
          tags: ['user', 'admin'],
          summary: "Set a user's balance (admin only); the difference is written to the ledger",
          params: idParams,
          body: coinsBody,
          response: { 200: envelope(userSchema), ...errors(400, 401, 403, 404) },
        },
      },
      async (request) => ok(await ctx.users.setCoins(request.params.id, request.body.coins), 'Coins updated'),
    );

    app.put(
      '/user/:id/info',
      {
        config: { auth: 'user' },
        schema: {
          tags: ['user'],
          summary: 'Change your username and/or email',
          params: idParams,
          body: infoBody,
          response: { 200: envelope(userSchema), ...errors(400, 401, 403, 404, 409) },
        },
      },
      async (request) => ok(await ctx.users.updateInfo(assertSelf(request, request.params.id).userId, request.body), 'User information updated'),
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
          body: passwordBody,
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
          body: recoveryCodeBody,
          response: { 200: envelope(recoveryCodeAnswer), ...errors(400, 401, 403, 429) },
        },
      },
      async (request) => {
        const identity = assertSelf(request, request.params.id);
        return ok(await ctx.auth.issueRecoveryCode(identity.userId, request.body.currentPassword, request.ip), 'Recovery code issued');
      },
    );

    app.get(
      '/user/:id/reader-settings',
      {
        config: { auth: 'user' },
        schema: {
          tags: ['user'],
          summary: 'Your reader settings (null until first saved)',
          params: idParams,
          response: { 200: envelope(savedReaderSettingsSchema.nullable()), ...errors(400, 401, 403) },
        },
      },
      async (request) => ok(await ctx.readerSettings.find(assertSelf(request, request.params.id).userId)),
    );

    app.put(
      '/user/:id/reader-settings',
      {
        config: { auth: 'user' },
        schema: {
          tags: ['user'],
          summary: 'Save your reader settings for every device; a change made earlier than the one stored is ignored',
          description: 'Answers the settings that stand after the call (yours, or a later change from another device).',
          params: idParams,
          body: readerSettingsBody,
          response: { 200: envelope(savedReaderSettingsSchema), ...errors(400, 401, 403) },
        },
      },
      async (request) => {
        const userId = assertSelf(request, request.params.id).userId;
        return ok(await ctx.readerSettings.save(userId, request.body.settings, new Date(request.body.changedAt)), 'Reader settings saved');
      },
    );

    app.delete(
      '/user/:id',
      {
        config: { auth: 'user' },
        schema: { tags: ['user'], summary: 'Delete your account and everything in it (only the account holder, administrators included)', params: idParams, response: { 200: envelope(z.null()), ...errors(400, 401, 403, 404) } },
      },
      async (request) => {
        await ctx.users.delete(assertSelf(request, request.params.id).userId);
        return ok(null, 'Account deleted');
      },
    );
  };
}
