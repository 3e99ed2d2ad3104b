import { adminCredentials } from './schemas/admin.js';

export type AdminArguments = { username: string; password: string } | { problems: string[] };

/** `admin:create <username> <password>`: the account to create, or what is wrong with the arguments. */
export function adminArguments(argv: readonly string[]): AdminArguments {
  const [username, password] = argv;
  const parsed = adminCredentials.safeParse({ username, password });
  if (parsed.success) return parsed.data;
  return { problems: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) };
}
