import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UpdateProfileDocument } from '@/__generated__/graphql';
import { mockEvery, refusal } from '@/shared/testing/mock-operation';
import { renderWithProviders, testUser } from '@/shared/testing/render';
import { ProfileCard } from './profile-card';

/** The settings screen's profile form (spec section 5), whose messages follow a language switch on the same screen. */
describe('ProfileCard', () => {
  it('shows "no changes" and a field error in the language chosen after they appeared', async () => {
    const { i18n } = renderWithProviders(<ProfileCard user={testUser} />, { route: '/settings' });
    fireEvent.click(screen.getByRole('button', { name: '更新信息' }));
    expect(screen.getByRole('status').textContent).toBe('没有需要更新的内容');

    fireEvent.change(screen.getByLabelText('用户名'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: '更新信息' }));
    expect(screen.getByText('用户名不能为空')).toBeTruthy();

    await act(() => i18n.changeLanguage('en-US'));
    expect(screen.getByText('Username cannot be empty')).toBeTruthy();
    expect(screen.queryByText('用户名不能为空')).toBeNull();

    fireEvent.change(screen.getByLabelText('Username'), { target: { value: testUser.username } });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(screen.getByRole('status').textContent).toBe('No changes to update');
    await act(() => i18n.changeLanguage('zh-CN'));
    expect(screen.getByRole('status').textContent).toBe('没有需要更新的内容');
  });

  it.each([
    ['用户名', 'USERNAME_CHARACTERS', '用户名只能包含字母、数字和下划线', 'ab-cd'],
    ['邮箱', 'EMAIL_INVALID', '请输入有效的邮箱地址', `${'a'.repeat(250)}@example.com`],
  ] as const)('puts the server’s refusal of the %s under that field (%s)', async (label, code, message, value) => {
    const update = mockEvery(UpdateProfileDocument, () => refusal(code));
    renderWithProviders(<ProfileCard user={testUser} />, { route: '/settings', mocks: [update.mock] });
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
    fireEvent.click(screen.getByRole('button', { name: '更新信息' }));
    await waitFor(() => expect(update.calls).toHaveLength(1));
    const field = screen.getByLabelText(label);
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = (field.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(describedBy).toContain(message);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
