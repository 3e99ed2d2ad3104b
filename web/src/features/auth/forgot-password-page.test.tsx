import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/shared/testing/render';
import ForgotPasswordPage from './forgot-password-page';

describe('ForgotPasswordPage', () => {
  it('says a username is missing in the language chosen after it appeared', async () => {
    const { i18n } = renderWithProviders(<ForgotPasswordPage />, { user: null, route: '/forgot-password' });
    fireEvent.submit(screen.getByRole('textbox').closest('form')!);
    expect(screen.getByText('请输入用户名')).toBeTruthy();
    await act(() => i18n.changeLanguage('en-US'));
    expect(screen.getByText('Please enter a username')).toBeTruthy();
  });
});
