// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Column, RowTable } from './RowTable.tsx';

type Fan = { id: string; name: string; seats: number };
const columns: Column<Fan>[] = [
  { heading: 'Meno', cell: (f) => f.name, rowHeading: true },
  { heading: 'Miesta', cell: (f) => f.seats, className: 'text-end' },
  { heading: 'Akcie', cell: (f) => <button type="button">Upraviť {f.name}</button>, unlabelled: true },
];
const fans = [
  { id: 'a', name: 'Jana', seats: 2 },
  { id: 'b', name: 'Peter', seats: 4 },
];

describe('a back-office table of rows', () => {
  it('writes a heading a column and a row an item, in order, with the caption', () => {
    render(<RowTable caption="Fanúšikovia" columns={columns} rows={fans} rowKey={(f) => f.id} />);
    const table = screen.getByRole('table', { name: 'Fanúšikovia' });
    const headings = within(table).getAllByRole('columnheader');
    expect(headings.map((th) => [th.textContent, th.getAttribute('scope')])).toEqual([
      ['Meno', 'col'],
      ['Miesta', 'col'],
      ['Akcie', 'col'],
    ]);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['Jana', 'Peter']);
    const [, , peter] = within(table).getAllByRole('row');
    expect(Array.from((peter as HTMLElement).children).map((cell) => cell.textContent)).toEqual([
      'Peter',
      '4',
      'Upraviť Peter',
    ]);
  });

  it("labels each cell with its column's heading and gives it the column's classes; the row heading and the buttons go without a label", () => {
    render(
      <RowTable className="table-stack" columns={columns} rows={fans.slice(0, 1)} rowKey={(f) => f.id} />,
    );
    const [, jana] = screen.getAllByRole('row');
    const cells = Array.from((jana as HTMLElement).children);
    expect(cells.map((cell) => [cell.tagName, cell.getAttribute('data-label')])).toEqual([
      ['TH', null],
      ['TD', 'Miesta'],
      ['TD', null],
    ]);
    expect(cells[1]?.className).toBe('text-end');
    expect(screen.getByRole('table').classList.contains('table-stack')).toBe(true);
    expect(screen.getByRole('table').querySelector('caption')).toBeNull();
  });
});
