import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import type { ApolloClient } from '@apollo/client';
import { ApolloClientLoaderContext } from '@/shared/api/apollo-on-demand';
import { createTestI18n } from '@/shared/testing/test-i18n';
import { AuthLayout } from './auth-layout';

function renderLayout() {
  const load = vi.fn(async () => ({}) as ApolloClient);
  render(
    <I18nextProvider i18n={createTestI18n('en-US')}>
      <ApolloClientLoaderContext value={load}>
        <AuthLayout title="Sign in">
          <form>
            <label>
              Username
              <input name="username" />
            </label>
            <button type="submit">Sign in</button>
          </form>
        </AuthLayout>
      </ApolloClientLoaderContext>
    </I18nextProvider>,
  );
  return load;
}

describe('AuthLayout', () => {
  it('asks for the client only once the reader turns to the form', async () => {
    const load = renderLayout();
    expect(load).not.toHaveBeenCalled();
    await userEvent.click(screen.getByLabelText('Username'));
    expect(load).toHaveBeenCalled();
  });

  it('asks for it on keyboard focus too', async () => {
    const load = renderLayout();
    const field = screen.getByLabelText('Username');
    // The language switcher comes first: focus there asks for nothing.
    for (let step = 0; step < 5 && document.activeElement !== field; step += 1) {
      expect(load).not.toHaveBeenCalled();
      await userEvent.tab();
    }
    expect(document.activeElement).toBe(field);
    expect(load).toHaveBeenCalled();
  });
});
