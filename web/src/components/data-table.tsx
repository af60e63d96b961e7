import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Table.css';
import { Table, type TableProps } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './data-table.module.css';

export type DataColumn<Row> = { header: ReactNode; cell: (row: Row) => ReactNode };

type DataTableProps<Row> = Pick<TableProps, 'striped' | 'highlightOnHover'> & {
  label: string; // the table's aria-label
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
  /** From a tablet's width up: below it the table scrolls sideways (phones get cards, which need none). */
  minWidth?: number;
};

/**
 * The app's one table shape (a header row, then one row per item), so screens list columns instead
 * of repeating markup. On a phone each row is drawn as a card, each cell labelled with its header
 * (data-table.module.css). The roles are spelled out because some screen readers drop a table's
 * semantics once CSS changes its display.
 */
export function DataTable<Row>({ label, columns, rows, rowKey, minWidth, ...tableProps }: DataTableProps<Row>) {
  const table = (
    <Table {...tableProps} aria-label={label} role="table" className={classes.table}>
      <Table.Thead role="rowgroup">
        <Table.Tr role="row">
          {columns.map((column, i) => (
            <Table.Th key={i} role="columnheader">
              {column.header}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody role="rowgroup">
        {rows.map((row, r) => (
          <Table.Tr key={rowKey(row, r)} role="row">
            {columns.map((column, i) => (
              <Table.Td key={i} role="cell" data-label={typeof column.header === 'string' ? column.header : undefined}>
                {column.cell(row)}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  return minWidth === undefined ? (
    table
  ) : (
    <Table.ScrollContainer
      minWidth={minWidth}
      className={classes.scroll}
      classNames={{ scrollContainerInner: classes.scrollInner }}
    >
      {table}
    </Table.ScrollContainer>
  );
}
