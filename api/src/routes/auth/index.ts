import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { notFound } from '../../domain/errors.js';
import { assertSelf, currentUser } from '../../plugins/auth.js';
import { publicUser } from '../../services/auth-service.js';
import { currentPasswordField, emailField, errors, newPasswordField, usernameField, validationMessages } from '../../schemas/common.js';
import { userSchema } from '../../schemas/user.js';

/** Auth answers carry a timestamp besides the usual envelope (spec section 7). */
const authEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), data, message: z.string(), timestamp: z.string() });

const withToken = userSchema.extend({ token: z.string().describe('opaque session token; send it as Authorization: Bearer') });
const recoveryCodeField = z
  .string()
  .trim()
  .min(1, 'Please enter your recovery code')
  .max(64, 'The username or recovery code is not correct')
  .describe('the one-time recovery code shown at registration or at the last reset, e.g. 7KQ2M-9ZPXD-2WDHT-4CRB8');
const issuedRecoveryCode = z.string().describe('a new one-time recovery code: shown to the reader once, never stored in clear');
const loginName = z.string().trim().min(1, validationMessages.USERNAME_REQUIRED).max(64, validationMessages.USERNAME_LENGTH);
const stamped = <T>(data: T, message: string) => ({ success: true as const, data, message, timestamp: new Date().toISOString() });

export function authRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/auth/register',
      {
        schema: {
          tags: ['auth'],
          summary: 'Create an account and sign in; answers the first recovery code once',
          description: `At most REGISTRATIONS_PER_ADDRESS_PER_HOUR accounts per client address (429 TOO_MANY_REGISTRATIONS).`,
          body: z.object({ username: usernameField, password: newPasswordField, email: emailField.nullish() }),
          response: { 201: authEnvelope(withToken.extend({ recoveryCode: issuedRecoveryCode })), ...errors(400, 409, 429) },
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
        schema: {
          tags: ['auth'],
          summary: 'Sign in with username and password',
          body: z.object({ username: loginName, password: currentPasswordField }),
          response: { 200: authEnvelope(withToken), ...errors(400, 401, 429) },
        },
      },
      async (request) => {
        const user = await ctx.auth.login(request.body.username, request.body.password, request.ip);
        return stamped(user, 'Login successful');
      },
    );

    app.post(
      '/auth/logout',
      {
        config: { auth: 'user' },
        schema: { tags: ['auth'], summary: 'Revoke the current session', response: { 200: authEnvelope(z.null()), ...errors(401) } },
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
          body: z.object({ username: loginName, recoveryCode: recoveryCodeField, newPassword: newPasswordField }),
          response: { 200: authEnvelope(z.object({ userId: z.number().int(), recoveryCode: issuedRecoveryCode })), ...errors(400, 401, 429) },
        },
      },
      async (request) => {
        const result = await ctx.auth.resetPassword(request.body, request.ip);
        return stamped(result, 'Password reset successful');
      },
    );

    app.get(
      '/auth/session',
      {
        config: { auth: 'user' },
        schema: { tags: ['auth'], summary: 'The user the bearer token belongs to', response: { 200: authEnvelope(userSchema), ...errors(401) } },
      },
      async (request) => {
        const user = await ctx.users.findById(currentUser(request).userId);
        if (!user) throw notFound('User not found', 'USER_NOT_FOUND');
        return stamped(await publicUser(ctx.db, user), 'OK');
      },
    );

    app.get(
      '/auth/user/:username',
      {
        config: { auth: 'user' },
        schema: {
          tags: ['auth'],
          summary: 'A user by username (only your own)',
          params: z.object({ username: z.string().min(1).max(64) }),
          response: { 200: authEnvelope(userSchema), ...errors(401, 403) },
        },
      },
      async (request) => {
        const user = await ctx.users.findByUsername(request.params.username);
        // Another user's name answers 403 whether or not it exists, so names cannot be probed.
        assertSelf(request, user?.id ?? -1);
        return stamped(await publicUser(ctx.db, user!), 'OK');
      },
    );
  };
}
