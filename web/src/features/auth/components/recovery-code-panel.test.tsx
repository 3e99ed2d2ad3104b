import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/shared/testing/render';
import { RecoveryCodePanel } from './recovery-code-panel';

afterEach(() => vi.unstubAllGlobals());

describe('RecoveryCodePanel', () => {
  it('says the code was copied in the language chosen after the copy', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: vi.fn(async () => undefined) } });
    const { i18n } = renderWithProviders(
      <RecoveryCodePanel username="reader_one" code="ABCD-EFGH" continueLabel="Continue" onContinue={() => undefined} />,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /复制/ }));
    });
    expect(screen.getByText('已复制到剪贴板')).toBeTruthy();
    await act(() => i18n.changeLanguage('en-US'));
    expect(screen.getByText('Copied to the clipboard')).toBeTruthy();
  });
});
