// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { skAdminContent } from '../i18n/skAdminContent.ts';
import { ListStatus } from './ListStatus.tsx';

const t = skAdminContent.common;
const shown = { loading: false, failed: false, empty: false, emptyText: 'Žiadne záznamy.' };

describe("a back-office list's status", () => {
  it('says it is loading with a named spinner, and nothing else', () => {
    const { container } = render(<ListStatus {...shown} loading onRetry={() => undefined} />);
    expect(screen.getByRole('status', { name: t.loading })).toBeTruthy();
    expect(container.textContent).toBe('');
  });

  it('says the load failed and loads again on "Skúsiť znova"', async () => {
    const onRetry = vi.fn();
    render(<ListStatus {...shown} failed onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain(t.loadFailed);
    expect(screen.queryByRole('status')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: t.retry }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("says the list's own empty line, without a spinner, an alert or a button", () => {
    const { container } = render(<ListStatus {...shown} empty onRetry={() => undefined} />);
    expect(container.textContent).toBe('Žiadne záznamy.');
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows nothing once the list has rows', () => {
    const { container } = render(<ListStatus {...shown} onRetry={() => undefined} />);
    expect(container.innerHTML).toBe('');
  });
});
