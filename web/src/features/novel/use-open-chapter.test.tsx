import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderHookWithProviders } from '@/shared/testing/render';
import { useOpenChapter } from './use-open-chapter';

const path = () => screen.getByTestId('current-path');

describe('opening a chapter from the detail page', () => {
  it('carries the search the detail page came from into the reader, for the way back', () => {
    const { result } = renderHookWithProviders(() => useOpenChapter('b1'), { route: { pathname: '/novel/b1', state: { fromSearch: '剑' } } });
    act(() => {
      result.current({ id: 'c3', hasContent: true });
    });
    expect(path().textContent).toBe('/novel/b1/read?chapter=c3');
    expect(JSON.parse(path().dataset.state!)).toEqual({ fromSearch: '剑' });
  });

  it('carries nothing when the detail page was opened from elsewhere', () => {
    const { result } = renderHookWithProviders(() => useOpenChapter('b1'), { route: '/novel/b1' });
    act(() => {
      result.current({ id: 'c3', hasContent: true });
    });
    expect(path().textContent).toBe('/novel/b1/read?chapter=c3');
    expect(JSON.parse(path().dataset.state!)).toBeNull();
  });
});
