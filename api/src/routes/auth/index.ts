import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { notFound } from '../../domain/errors.js';
import { assertSelf, currentUser } from '../../plugins/auth.js';
import { publicUser } from '../../services/auth-service.js';
import { emailField, errors, passwordField, usernameField } from '../../schemas/common.js';
import { userSchema } from '../../schemas/user.js';

/** Auth answers carry a timestamp besides the usual envelope (spec section 7). */
const authEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), data, message: z.string(), timestamp: z.string() });

const withToken = userSchema.extend({ token: z.string().describe('opaque session token; send it as Authorization: Bearer') });
const stamped = <T>(data: T, message: string) => ({ success: true as const, data, message, timestamp: new Date().toISOString() });

export function authRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/auth/register',
      {
        schema: {
          tags: ['auth'],
          summary: 'Create an account and sign in',
          body: z.object({ username: usernameField, password: passwordField, email: emailField.nullish() }),
          response: { 201: authEnvelope(withToken), ...errors(400, 409) },
        },
      },
      async (request, reply) => {
        const { username, password, email } = request.body;
        const user = await ctx.auth.register({ username, password, email: email ?? null });
        return reply.status(201).send(stamped(user, 'Registration successful'));
      },
    );

    app.post(
      '/auth/login',
      {
        schema: {
          tags: ['auth'],
          summary: 'Sign in with username and password',
          body: z.object({
            username: z.string().trim().min(1, 'Please enter your username').max(64),
            password: z.string().min(1, 'Please enter your password').max(128),
          }),
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
          summary: 'Set a new password for a username; signs that user out everywhere',
          body: z.object({ username: z.string().trim().min(1, 'Please enter your username').max(64), newPassword: passwordField }),
          response: { 200: authEnvelope(z.object({ userId: z.number().int() })), ...errors(400, 404, 429) },
        },
      },
      async (request) => {
        const userId = await ctx.auth.resetPassword(request.body.username, request.body.newPassword, request.ip);
        return stamped({ userId }, 'Password reset successful');
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
        if (!user) throw notFound('User not found');
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
