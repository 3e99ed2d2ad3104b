import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestI18n } from '@/shared/testing/test-i18n';
import PwaStatus from './pwa-status';

vi.mock('virtual:pwa-register/react', () => ({
  useRegisterSW: () => ({ needRefresh: [false, () => undefined], updateServiceWorker: async () => undefined }),
}));

function goOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

describe('PwaStatus', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the offline notice again the next time the connection drops after it was dismissed', () => {
    render(
      <I18nextProvider i18n={createTestI18n('en-US')}>
        <PwaStatus />
      </I18nextProvider>,
    );
    expect(screen.queryByTestId('offline-banner')).toBeNull();
    goOnline(false);
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(screen.queryByTestId('offline-banner')).toBeNull();
    goOnline(true);
    goOnline(false);
    expect(screen.getByTestId('offline-banner')).toBeTruthy();
  });
});
