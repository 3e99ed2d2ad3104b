import { usernameField } from './schemas/common.js';

/** An administrator's password is longer than a reader's minimum: it opens the configuration. */
export const ADMIN_PASSWORD_MIN = 12;

/**
 * `admin:create <username> <password>`: the username as the login form reads it (trimmed, so the
 * account created is the one a login finds), or null when either argument is unusable.
 */
export function adminArguments(argv: readonly string[]): { username: string; password: string } | null {
  const [rawUsername, password] = argv;
  if (rawUsername === undefined || password === undefined || password.length < ADMIN_PASSWORD_MIN) return null;
  const username = usernameField.safeParse(rawUsername);
  return username.success ? { username: username.data, password } : null;
}
