import { expect, test } from '@playwright/test';
import { graphql, preferEnglish, registerReader, graphqlRequests, operationNameOf } from '../support/session';

/**
 * Spec section 8: when one call behind the tasks screen fails, the others still show and the
 * failed part falls back. The BFF's answer is altered in flight to fail the withdraw sections.
 */
test('a failing withdraw section falls back while check-in and tasks still show', async ({ page }) => {
  await preferEnglish(page);
  await registerReader(page, 'fb');
  await graphql(page, 'mutation { checkIn(language: EN_US) { coinsAwarded } }');
  await page.route(graphqlRequests, async (route) => {
    if (operationNameOf(route.request()) !== 'TasksScreen') return route.continue();
    const response = await route.fetch();
    const json = (await response.json()) as { data: Record<string, unknown>; errors?: unknown[] };
    json.data.withdrawProgress = null;
    json.data.withdrawStanding = null;
    json.errors = [{ message: 'The service is temporarily unavailable, please try again later', path: ['withdrawStanding'], extensions: { code: 'UPSTREAM_UNAVAILABLE' } }];
    await route.fulfill({ response, json });
  });
  await page.goto('/tasks');
  await expect(page.getByText('Failed to load task data')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Checked in' })).toBeVisible();
  await expect(page.getByText('Chapter reading task')).toBeVisible();
  await page.getByRole('button', { name: 'View withdrawal progress' }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdrawal progress' });
  await expect(dialog).toContainText('Current target: Basic Withdrawal');
  await expect(dialog).toContainText('Level 1');
  await expect(dialog).toContainText('Required: 10.0M coins');
  await expect(dialog.getByRole('progressbar', { name: 'Withdrawal progress' })).toHaveAttribute('aria-valuenow', '0');
});

test('account details that cannot load show their own text (spec section 8) @any-screen', async ({ page }) => {
  await preferEnglish(page);
  await registerReader(page, 'ad');
  await page.route(graphqlRequests, (route) =>
    operationNameOf(route.request()) === 'AccountDetails' ? route.abort('connectionrefused') : route.continue(),
  );
  await page.goto('/account-details');
  await expect(page.getByRole('alert')).toHaveText('Failed to load account details');
});
