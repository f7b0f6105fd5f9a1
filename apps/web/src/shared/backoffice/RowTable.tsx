import type { ReactNode } from 'react';
import Table, { type TableProps } from 'react-bootstrap/Table';

/** One column of a back-office table: its heading and how a row fills its cell. */
export interface Column<Row> {
  heading: string;
  cell: (row: Row) => ReactNode;
  /** Classes of the column's cells (not of its heading). */
  className?: string;
  /** The row's own heading (`<th scope="row">`): a stacked row shows it on top, without a label. */
  rowHeading?: boolean;
  /** A cell that needs no label on a phone (the row's buttons). */
  unlabelled?: boolean;
}

type Props<Row> = Omit<TableProps, 'children'> & {
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  caption?: ReactNode;
};

/**
 * A back-office table written once: a heading a column, a row an item, each cell labelled with its
 * column's heading (`data-label`), which a `table-stack` table shows beside the cell on a phone.
 */
export function RowTable<Row>({ columns, rows, rowKey, caption, ...table }: Props<Row>) {
  return (
    <Table {...table}>
      {caption ? <caption>{caption}</caption> : null}
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.heading} scope="col">
              {column.heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((column) =>
              column.rowHeading ? (
                <th key={column.heading} scope="row" className={column.className}>
                  {column.cell(row)}
                </th>
              ) : (
                <td
                  key={column.heading}
                  className={column.className}
                  data-label={column.unlabelled ? undefined : column.heading}
                >
                  {column.cell(row)}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
