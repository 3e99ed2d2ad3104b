import { z } from 'zod';
import { newPasswordField, usernameField } from './common.js';

/** An administrator's password is longer than a reader's minimum: it opens the configuration. */
export const ADMIN_PASSWORD_MIN = 12;

/**
 * The administrator's password, from `admin:create` or ADMIN_PASSWORD: the rules a reader's
 * registration follows (so a login takes it: neither common nor over 128 characters), and longer.
 */
export const adminPasswordField = newPasswordField.min(ADMIN_PASSWORD_MIN, `password must be at least ${ADMIN_PASSWORD_MIN} characters`);

/** The administrator's name follows a reader's rules, trimmed as the login form trims it. */
export const adminCredentials = z.object({ username: usernameField, password: adminPasswordField });
