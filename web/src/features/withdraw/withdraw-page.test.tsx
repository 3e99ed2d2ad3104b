import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/shared/testing/render';
import WithdrawPage from './withdraw-page';

const currentPath = () => screen.getByTestId('current-path').textContent;

describe('WithdrawPage back button', () => {
  it('goes one step back in history when the app brought the reader here', async () => {
    function OpenedFromHome() {
      const navigate = useNavigate();
      return (
        <>
          <button type="button" onClick={() => void navigate('/withdraw')}>
            open
          </button>
          <WithdrawPage />
        </>
      );
    }
    renderWithProviders(<OpenedFromHome />, { language: 'en-US', route: '/' });
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    expect(currentPath()).toBe('/withdraw');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(currentPath()).toBe('/');
  });

  it('goes to the tasks screen when /withdraw is the first page of the tab', async () => {
    renderWithProviders(<WithdrawPage />, { language: 'en-US', route: '/withdraw' });
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(currentPath()).toBe('/tasks');
  });
});
