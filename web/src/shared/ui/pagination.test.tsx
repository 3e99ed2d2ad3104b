import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { focusedElement } from '@/shared/testing/focus';
import { renderWithProviders } from '@/shared/testing/render';
import { Pagination } from './pagination';

function PagedList({ totalPages, onPageChange }: { totalPages: number; onPageChange: (page: number) => void }) {
  const [page, setPage] = useState(totalPages - 1);
  return (
    <Pagination
      page={page}
      totalPages={totalPages}
      onPageChange={(next) => {
        onPageChange(next);
        setPage(next);
      }}
    />
  );
}

describe('Pagination', () => {
  it('keeps the focus on Next when it reaches the last page, where Next does nothing', () => {
    const onPageChange = vi.fn();
    renderWithProviders(<PagedList totalPages={8} onPageChange={onPageChange} />, { language: 'en-US' });
    const next = screen.getByRole('button', { name: 'Next page' });
    next.focus();
    fireEvent.click(next);
    expect(onPageChange).toHaveBeenCalledWith(8);
    expect(screen.getByRole('button', { name: 'Page 8' }).getAttribute('aria-current')).toBe('page');
    expect(focusedElement()).toBe(next);
    expect(next.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(next);
    expect(onPageChange).toHaveBeenCalledTimes(1);
  });

  it('keeps the focus on the page button pressed, which is among the new ones', () => {
    renderWithProviders(<PagedList totalPages={8} onPageChange={() => undefined} />, { language: 'en-US' });
    const pageFour = screen.getByRole('button', { name: 'Page 4' });
    pageFour.focus();
    fireEvent.click(pageFour);
    expect(focusedElement()).toBe(pageFour);
    expect(pageFour.getAttribute('aria-current')).toBe('page');
  });
});
