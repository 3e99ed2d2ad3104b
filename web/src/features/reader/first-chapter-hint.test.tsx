import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/shared/testing/render';
import { FirstChapterHint } from './first-chapter-hint';

const tips = () => screen.getAllByRole('listitem').map((item) => item.textContent);

describe('FirstChapterHint', () => {
  it('tells a scrolling reader that swipes and the arrow keys change chapter', () => {
    renderWithProviders(<FirstChapterHint open touch={false} paged={false} online onDismiss={vi.fn()} />, { language: 'en-US' });
    expect(tips()).toContain('Use the ← and → keys to change chapter.');
    expect(tips()).toContain('Reading earns coins: keep going to the end of the chapter.');
  });

  it('tells a reader in page-turn mode that they turn pages, on a phone and with keys', () => {
    const phone = renderWithProviders(<FirstChapterHint open touch paged online onDismiss={vi.fn()} />, { language: 'en-US' });
    expect(tips()[0]).toMatch(/^Swipe, or tap the left or right side of the page, to turn the page/);
    expect(tips().join(' ')).not.toMatch(/next chapter, right for the previous/);
    phone.unmount();
    renderWithProviders(<FirstChapterHint open touch={false} paged online onDismiss={vi.fn()} />, { language: 'zh-CN' });
    expect(tips()[0]).toBe('使用 ← →、空格键或 PageUp/PageDown 翻页；最后一页之后进入下一章。');
    expect(tips().join(' ')).not.toContain('切换章节');
  });

  it('promises no coins offline, where reading earns none', () => {
    renderWithProviders(<FirstChapterHint open touch paged={false} online={false} onDismiss={vi.fn()} />, { language: 'en-US' });
    expect(tips().join(' ')).not.toMatch(/earns coins/);
    expect(tips()).toContain('Offline, reading earns no coins: your place is kept and sent when you are back online.');
  });
});
