import { act, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createTestI18n } from '@/shared/testing/test-i18n';
import { ToastProvider } from './toast-provider';
import { useToast } from './use-toast';
import { useToastPlacement } from './use-toast-placement';

function Reader() {
  useToastPlacement('bottom');
  const { showToast } = useToast();
  useEffect(() => showToast('已读到 20%'), [showToast]);
  return <h1>第一章</h1>;
}

function App() {
  const [reading, setReading] = useState(true);
  return (
    <>
      {reading && <Reader />}
      <button type="button" onClick={() => setReading(false)}>
        back
      </button>
    </>
  );
}

describe('ToastProvider placement', () => {
  it('shows toasts at the bottom while the reader is open, and at the top again once it closes', () => {
    render(
      <I18nextProvider i18n={createTestI18n('zh-CN')}>
        <ToastProvider>
          <App />
        </ToastProvider>
      </I18nextProvider>,
    );
    const region = screen.getByRole('status');
    expect(region.dataset.placement).toBe('bottom');
    expect(region.textContent).toBe('已读到 20%');
    act(() => screen.getByRole('button', { name: 'back' }).click());
    expect(region.dataset.placement).toBe('top');
  });
});
