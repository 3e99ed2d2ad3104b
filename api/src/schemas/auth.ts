import { z } from 'zod';
import { currentPasswordField, emailField, newPasswordField, usernameField, validationMessages } from './common.js';
import { userSchema } from './user.js';

/** Auth answers carry a timestamp besides the usual envelope (spec section 7). */
export const authEnvelope = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data, message: z.string(), timestamp: z.string() });

export const stamped = <T>(data: T, message: string) => ({ success: true as const, data, message, timestamp: new Date().toISOString() });

const loginName = z.string().trim().min(1, validationMessages.USERNAME_REQUIRED).max(64, validationMessages.USERNAME_LENGTH);
const recoveryCodeField = z
  .string()
  .trim()
  .min(1, 'Please enter your recovery code')
  .max(64, 'The username or recovery code is not correct')
  .describe('the one-time recovery code shown at registration or at the last reset, e.g. 7KQ2M-9ZPXD-2WDHT-4CRB8');
const issuedRecoveryCode = z.string().describe('a new one-time recovery code: shown to the reader once, never stored in clear');

export const signedInUser = userSchema.extend({ token: z.string().describe('opaque session token; send it as Authorization: Bearer') }).meta({ id: 'SignedInUser' });

export const registerBody = z.object({ username: usernameField, password: newPasswordField, email: emailField.nullish() });
export const registerAnswer = authEnvelope(signedInUser.extend({ recoveryCode: issuedRecoveryCode }));

export const loginBody = z.object({ username: loginName, password: currentPasswordField });
export const loginAnswer = authEnvelope(signedInUser);

export const resetPasswordBody = z.object({ username: loginName, recoveryCode: recoveryCodeField, newPassword: newPasswordField });
export const resetPasswordAnswer = authEnvelope(userSchema.extend({ userId: z.number().int().describe('the same as id'), recoveryCode: issuedRecoveryCode }));

export const userAnswer = authEnvelope(userSchema);
export const usernameParams = z.object({ username: z.string().min(1).max(64) });
