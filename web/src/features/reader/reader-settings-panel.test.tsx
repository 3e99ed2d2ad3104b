import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/shared/testing/render';
import { lowContrastRatio, ReaderSettingsPanel } from './reader-settings-panel';
import { defaultReadingSettings } from './reading-settings';

describe('lowContrastRatio', () => {
  it('flags a pair under 4.5:1 and passes a readable one', () => {
    expect(lowContrastRatio('#000000', '#121212')).toBeLessThan(4.5);
    expect(lowContrastRatio('#000000', '#ffffff')).toBeNull();
    expect(lowContrastRatio('#c9b58f', '#121212')).toBeNull();
  });
});

describe('ReaderSettingsPanel', () => {
  const blackOnNight = { ...defaultReadingSettings, backgroundColor: '#121212' };

  it('warns about a custom pair that is hard to read, and fixes it with a readable text colour', async () => {
    const onChange = vi.fn();
    renderWithProviders(<ReaderSettingsPanel open onClose={() => {}} settings={blackOnNight} onChange={onChange} onReset={() => {}} />, {
      language: 'en-US',
    });
    expect((await screen.findByRole('alert')).textContent).toMatch(/hard to read/);
    await userEvent.click(screen.getByRole('button', { name: 'Use readable colours' }));
    const patch = onChange.mock.calls[0]![0] as { fontColor: string; theme: string };
    expect(patch.theme).toBe('custom');
    expect(lowContrastRatio(patch.fontColor, '#121212')).toBeNull();
  });

  it('shows no warning for a readable pair, and a preset sets both colours', async () => {
    const onChange = vi.fn();
    renderWithProviders(
      <ReaderSettingsPanel open onClose={() => {}} settings={defaultReadingSettings} onChange={onChange} onReset={() => {}} />,
      { language: 'en-US' },
    );
    await userEvent.click(await screen.findByRole('radio', { name: 'Night theme' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onChange).toHaveBeenCalledWith({ theme: 'night', fontColor: '#c9b58f', backgroundColor: '#121212' });
    await userEvent.click(screen.getByRole('radio', { name: 'Turn pages' }));
    expect(onChange).toHaveBeenLastCalledWith({ mode: 'page' });
  });
});
