import { randomBytes } from 'node:crypto';
import type { Page, TestInfo, Request } from '@playwright/test';

export interface Reader {
  id: string;
  username: string;
  password: string;
  /** The one-time recovery code registration answered. */
  recoveryCode: string;
}

/**
 * Passwords the tests use. None is among the common passwords the server refuses (PASSWORD_TOO_COMMON);
 * `commonPassword` is one that is.
 */
export const passwords = {
  reader: 'secret-pass-1',
  fresh: 'fresh-pass-2',
  other: 'fresh-pass-3',
  reset: 'brand-new-pass',
  common: 'iloveyou',
} as const;

/** The shape of a recovery code, e.g. 7KQ2M-9ZPXD-2WDHT-4CRB8. */
export const recoveryCodePattern = /^[0-9A-Z]{5}(-[0-9A-Z]{5}){3}$/;

export function uniqueUsername(prefix = 'e2e'): string {
  return `${prefix}_${randomBytes(5).toString('hex')}`.slice(0, 20);
}

/** Runs a GraphQL operation with the page's cookies (what the web app itself would send). */
/** Every GraphQL request, a query sent as GET (with its query string) included. */
export const graphqlRequests = /\/graphql(\?|$)/;

/** The operation a GraphQL request carries: in the URL for a query (sent as GET), in the body for a mutation. */
export function operationNameOf(request: Request): string | undefined {
  if (request.method() === 'GET') return new URL(request.url()).searchParams.get('operationName') ?? undefined;
  return (request.postDataJSON() as { operationName?: string } | null)?.operationName;
}

/** The variables a GraphQL request was sent with (in the address for GET, the body for POST). */
export function operationVariablesOf(request: Request): Record<string, unknown> {
  if (request.method() === 'GET') return JSON.parse(new URL(request.url()).searchParams.get('variables') ?? '{}') as Record<string, unknown>;
  return (request.postDataJSON() as { variables?: Record<string, unknown> } | null)?.variables ?? {};
}

export async function graphql<T = any>(page: Page, query: string, variables?: Record<string, unknown>): Promise<T> {
  const response = await page.request.post('/graphql', { data: { query, variables }, headers: { 'content-type': 'application/json' } });
  const body = (await response.json()) as { data: T; errors?: Array<{ message: string }> };
  if (body.errors) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** Registers a reader through the BFF; the browser context keeps the session cookie. */
export async function registerReader(page: Page, prefix = 'e2e'): Promise<Reader> {
  const username = uniqueUsername(prefix);
  const password = passwords.reader;
  const data = await graphql<{ register: { recoveryCode: string; user: { id: string } } }>(
    page,
    'mutation($input: RegisterInput!) { register(input: $input) { recoveryCode user { id } } }',
    { input: { username, password } },
  );
  return { id: data.register.user.id, username, password, recoveryCode: data.register.recoveryCode };
}

/** Starts the app in English (the default is zh-CN) for tests that read English texts. */
export async function preferEnglish(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (!window.localStorage.getItem('language')) window.localStorage.setItem('language', 'en-US');
  });
}

/** A screenshot per screen and viewport, kept with the test artifacts. */
export async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = `artifacts/screens/${testInfo.project.name}/${name}.png`;
  await page.screenshot({ path, fullPage: false });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}
