import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { assertSelf, currentUser } from '../../plugins/auth.js';
import {
  authEnvelope,
  loginAnswer,
  loginBody,
  registerAnswer,
  registerBody,
  resetPasswordAnswer,
  resetPasswordBody,
  stamped,
  userAnswer,
  usernameParams,
} from '../../schemas/auth.js';
import { authErrors } from '../../schemas/common.js';

export function authRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Every auth answer carries a timestamp (spec section 7), refusals included: they are written
    // by the error handler, and stamped here on their way out.
    app.addHook('preSerialization', async (_request, _reply, payload) =>
      isRefusal(payload) && !('timestamp' in payload) ? { ...payload, timestamp: new Date().toISOString() } : payload,
    );

    app.post(
      '/auth/register',
      {
        schema: {
          tags: ['auth'],
          summary: 'Create an account and sign in; answers the first recovery code once',
          description: 'At most REGISTRATIONS_PER_ADDRESS_PER_HOUR accounts per client address (429 TOO_MANY_REGISTRATIONS).',
          body: registerBody,
          response: { 201: registerAnswer, ...authErrors(400, 409, 429) },
        },
      },
      async (request, reply) => {
        const { username, password, email } = request.body;
        const user = await ctx.auth.register({ username, password, email: email ?? null }, request.ip);
        return reply.status(201).send(stamped(user, 'Registration successful'));
      },
    );

    app.post(
      '/auth/login',
      {
        schema: { tags: ['auth'], summary: 'Sign in with username and password', body: loginBody, response: { 200: loginAnswer, ...authErrors(400, 401, 429) } },
      },
      async (request) => stamped(await ctx.auth.login(request.body.username, request.body.password, request.ip), 'Login successful'),
    );

    app.post(
      '/auth/logout',
      {
        config: { auth: 'user' },
        schema: { tags: ['auth'], summary: 'Revoke the current session', response: { 200: authEnvelope(z.null()), ...authErrors(401) } },
      },
      async (request) => {
        await ctx.auth.logout(currentUser(request).tokenHash);
        return stamped(null, 'Logged out');
      },
    );

    app.post(
      '/auth/reset-password',
      {
        schema: {
          tags: ['auth'],
          summary: 'Set a new password with the recovery code; consumes the code, answers a new one, signs the user out everywhere',
          description:
            'A wrong username or code is 401 INVALID_RECOVERY_CODE (the two are not told apart). Every attempt counts against the username and the client address, like failed logins (429 TOO_MANY_ATTEMPTS).',
          body: resetPasswordBody,
          response: { 200: resetPasswordAnswer, ...authErrors(400, 401, 429) },
        },
      },
      async (request) => stamped(await ctx.auth.resetPassword(request.body, request.ip), 'Password reset successful'),
    );

    app.get(
      '/auth/session',
      {
        config: { auth: 'user' },
        schema: { tags: ['auth'], summary: 'The user the bearer token belongs to', response: { 200: userAnswer, ...authErrors(401) } },
      },
      async (request) => stamped(await ctx.users.profile(currentUser(request).userId), 'OK'),
    );

    app.get(
      '/auth/user/:username',
      {
        config: { auth: 'user' },
        schema: { tags: ['auth'], summary: 'A user by username (only your own)', params: usernameParams, response: { 200: userAnswer, ...authErrors(401, 403) } },
      },
      async (request) => {
        // Another user's name answers 403 whether or not it exists, so names cannot be probed.
        const identity = assertSelf(request, (await ctx.users.idOf(request.params.username)) ?? -1);
        return stamped(await ctx.users.profile(identity.userId), 'OK');
      },
    );
  };
}

const isRefusal = (payload: unknown): payload is { success: false } =>
  typeof payload === 'object' && payload !== null && (payload as { success?: unknown }).success === false;
