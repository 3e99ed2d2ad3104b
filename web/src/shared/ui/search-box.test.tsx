import { act, fireEvent, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/shared/testing/render';
import { SearchBox } from './search-box';

/** Home's search box: its own blank-submit text, as home passes it. */
function HomeSearchBox({ onSearch }: { onSearch: (query: string) => void }) {
  const { t } = useTranslation('browse');
  return <SearchBox blankMessage={t('home.emptySearch')} onSearch={onSearch} />;
}

describe('SearchBox', () => {
  it('refuses a blank search with a text that follows a language switch, until the field is edited', async () => {
    const onSearch = vi.fn();
    const { i18n } = renderWithProviders(<HomeSearchBox onSearch={onSearch} />);
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('alert').textContent).toBe('请输入搜索内容');
    await act(() => i18n.changeLanguage('en-US'));
    expect(screen.getByRole('alert').textContent).toBe('please enter search content');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: ' 剑 ' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button'));
    expect(onSearch).toHaveBeenCalledWith('剑');
  });

  it('holds no more than the server takes (100 characters)', () => {
    renderWithProviders(<SearchBox onSearch={vi.fn()} />);
    expect((screen.getByRole('searchbox') as HTMLInputElement).maxLength).toBe(100);
  });
});
