// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OrdersPagination } from './OrdersPagination.tsx';

afterEach(cleanup);

describe('orders pager', () => {
  it('names its arrows, gaps and pages in Slovak, with no English word left in it', () => {
    const onPage = vi.fn();
    render(<OrdersPagination page={5} count={10} onPage={onPage} />);
    const nav = screen.getByRole('navigation', { name: 'Stránky objednávok' });
    expect(within(nav).getByRole('button', { name: 'Predchádzajúca' })).toBeTruthy();
    expect(within(nav).getByRole('button', { name: 'Ďalšia' })).toBeTruthy();
    expect(within(nav).getAllByText('Vynechané strany')).toHaveLength(2);
    const current = within(nav).getByText('5');
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(nav.textContent).not.toMatch(/Previous|Next|More|current/);
    fireEvent.click(within(nav).getByRole('button', { name: 'Ďalšia' }));
    fireEvent.click(within(nav).getByRole('button', { name: 'Predchádzajúca' }));
    fireEvent.click(within(nav).getByRole('button', { name: 'Strana 10' }));
    expect(onPage.mock.calls).toEqual([[6], [4], [10]]);
  });

  it('keeps the Slovak word on an arrow that is disabled on the first page', () => {
    const onPage = vi.fn();
    render(<OrdersPagination page={1} count={2} onPage={onPage} />);
    const nav = screen.getByRole('navigation', { name: 'Stránky objednávok' });
    expect(within(nav).queryByRole('button', { name: 'Predchádzajúca' })).toBeNull();
    expect(within(nav).getByText('Predchádzajúca')).toBeTruthy();
    fireEvent.click(within(nav).getByText('Predchádzajúca'));
    expect(onPage).not.toHaveBeenCalled();
  });
});
