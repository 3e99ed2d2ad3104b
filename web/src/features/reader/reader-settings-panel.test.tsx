import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { focusedElement } from '@/shared/testing/focus';
import { renderWithProviders } from '@/shared/testing/render';
import { lowContrastRatio, readableChange, ReaderSettingsPanel } from './reader-settings-panel';
import { defaultReadingSettings, fontSizeRange, type ReadingSettings } from './reading-settings';

describe('lowContrastRatio', () => {
  it('flags a pair under 4.5:1 and passes a readable one', () => {
    expect(lowContrastRatio('#000000', '#121212')).toBeLessThan(4.5);
    expect(lowContrastRatio('#000000', '#ffffff')).toBeNull();
    expect(lowContrastRatio('#c9b58f', '#121212')).toBeNull();
  });

  it('judges the text as it shows, at its opacity over the page', () => {
    // The night preset's pair: readable at full opacity, not at 10% (about 1.2:1) or 40%.
    expect(lowContrastRatio('#c9b58f', '#121212', 1)).toBeNull();
    expect(lowContrastRatio('#c9b58f', '#121212', 0.1)).toBeLessThan(1.3);
    expect(lowContrastRatio('#c9b58f', '#121212', 0.4)).toBeLessThan(4.5);
    expect(lowContrastRatio('#000000', '#ffffff', 0.6)).toBeNull();
  });
});

describe('readableChange', () => {
  it("raises only the opacity when the colours themselves are readable, to the first step that keeps the preset's 7:1", () => {
    const night = { ...defaultReadingSettings, theme: 'night' as const, fontColor: '#c9b58f', backgroundColor: '#121212', opacity: 0.1 };
    const change = readableChange(night);
    expect(Object.keys(change)).toEqual(['opacity']);
    expect(lowContrastRatio(night.fontColor, night.backgroundColor, change.opacity, 7)).toBeNull();
    expect(lowContrastRatio(night.fontColor, night.backgroundColor, change.opacity! - 0.1, 7)).not.toBeNull();
  });

  it('asks 4.5:1 of the reader’s own colours', () => {
    const own = { ...defaultReadingSettings, theme: 'custom' as const, fontColor: '#c9b58f', backgroundColor: '#121212', opacity: 0.1 };
    const change = readableChange(own);
    expect(lowContrastRatio(own.fontColor, own.backgroundColor, change.opacity)).toBeNull();
    expect(lowContrastRatio(own.fontColor, own.backgroundColor, change.opacity! - 0.1)).not.toBeNull();
  });

  it('picks a readable colour first, and raises the opacity if that is still not enough', () => {
    const change = readableChange({ ...defaultReadingSettings, fontColor: '#000000', backgroundColor: '#121212', opacity: 0.2 });
    expect(change.theme).toBe('custom');
    expect(lowContrastRatio(change.fontColor!, '#121212', change.opacity)).toBeNull();
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
    await userEvent.click(screen.getByRole('button', { name: 'Make it readable' }));
    const patch = onChange.mock.calls[0]![0] as { fontColor: string; theme: string };
    expect(patch.theme).toBe('custom');
    expect(lowContrastRatio(patch.fontColor, '#121212')).toBeNull();
  });

  it('warns when a preset shows under its 7:1 at a lower opacity, and fixes it with more opacity', async () => {
    const onChange = vi.fn();
    const fainterNight = { ...defaultReadingSettings, theme: 'night' as const, fontColor: '#c9b58f', backgroundColor: '#121212', opacity: 0.8 };
    renderWithProviders(<ReaderSettingsPanel open onClose={() => {}} settings={fainterNight} onChange={onChange} onReset={() => {}} />, {
      language: 'en-US',
    });
    expect((await screen.findByRole('alert')).textContent).toMatch(/contrast 6\.\d:1, at least 7:1/);
    await userEvent.click(screen.getByRole('button', { name: 'Make it readable' }));
    const patch = onChange.mock.calls[0]![0] as { opacity: number };
    expect(Object.keys(patch)).toEqual(['opacity']);
    expect(lowContrastRatio('#c9b58f', '#121212', patch.opacity, 7)).toBeNull();
  });

  it('shows no warning for a readable pair, and a preset sets both colours', async () => {
    const onChange = vi.fn();
    renderWithProviders(
      <ReaderSettingsPanel open onClose={() => {}} settings={defaultReadingSettings} onChange={onChange} onReset={() => {}} />,
      { language: 'en-US' },
    );
    await userEvent.click(await screen.findByRole('radio', { name: 'Night theme' }));
    expect(screen.queryByRole('alert')).toBeNull();
    // At full strength: a fainter text would lose the preset's 7:1.
    expect(onChange).toHaveBeenCalledWith({ theme: 'night', fontColor: '#c9b58f', backgroundColor: '#121212', opacity: 1 });
    await userEvent.click(screen.getByRole('radio', { name: 'Turn pages' }));
    expect(onChange).toHaveBeenLastCalledWith({ mode: 'page' });
  });

  it('keeps the focus on a stepper button pressed up to its limit, where it does nothing', () => {
    const onChange = vi.fn();
    function AppliedSettings() {
      const [settings, setSettings] = useState<ReadingSettings>({
        ...defaultReadingSettings,
        fontSize: fontSizeRange.max - fontSizeRange.step,
      });
      return (
        <ReaderSettingsPanel
          open
          onClose={() => {}}
          settings={settings}
          onChange={(patch) => {
            onChange(patch);
            setSettings((current) => ({ ...current, ...patch }));
          }}
          onReset={() => {}}
        />
      );
    }
    renderWithProviders(<AppliedSettings />, { language: 'en-US' });
    const larger = screen.getByRole('button', { name: 'Larger text' });
    larger.focus();
    fireEvent.click(larger);
    expect(onChange).toHaveBeenCalledWith({ fontSize: fontSizeRange.max });
    expect(focusedElement()).toBe(larger);
    expect(larger.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(larger);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Smaller text' }).getAttribute('aria-disabled')).toBe('false');
  });
});
