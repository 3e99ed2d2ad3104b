import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/shared/testing/render';
import { ShareButton } from './share-button';

afterEach(() => vi.unstubAllGlobals());

function stubNavigator(share: () => Promise<void>) {
  const writeText = vi.fn(async () => undefined);
  vi.stubGlobal('navigator', { ...navigator, share, clipboard: { writeText } });
  return writeText;
}

describe('ShareButton', () => {
  it('copies nothing when a second tap finds the share sheet still open', async () => {
    const writeText = stubNavigator(() => Promise.reject(new DOMException('A share is already in progress', 'InvalidStateError')));
    const { showToast } = renderWithProviders(<ShareButton title="书" path="/novel/1" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button'));
    });
    expect(writeText).not.toHaveBeenCalled();
    expect(showToast).not.toHaveBeenCalled();
  });

  it('copies the link when sharing itself fails', async () => {
    const writeText = stubNavigator(() => Promise.reject(new DOMException('Not allowed', 'NotAllowedError')));
    const { showToast } = renderWithProviders(<ShareButton title="书" path="/novel/1" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button'));
    });
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/novel/1`);
    expect(showToast).toHaveBeenCalledWith('链接已复制', { tone: 'success' });
  });
});
