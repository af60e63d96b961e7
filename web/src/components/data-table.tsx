import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Table.css';
import { Table, type TableProps } from '@mantine/core';
import type { ReactNode } from 'react';

export type DataColumn<Row> = { header: ReactNode; cell: (row: Row) => ReactNode };

type DataTableProps<Row> = Pick<TableProps, 'striped' | 'highlightOnHover'> & {
  label: string; // the table's aria-label
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
  minWidth?: number;
};

/** The app's one table shape (a header row, then one row per item), so screens list columns instead of repeating markup. */
export function DataTable<Row>({ label, columns, rows, rowKey, minWidth, ...tableProps }: DataTableProps<Row>) {
  const table = (
    <Table {...tableProps} aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column, i) => (
            <Table.Th key={i}>{column.header}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row, r) => (
          <Table.Tr key={rowKey(row, r)}>
            {columns.map((column, i) => (
              <Table.Td key={i}>{column.cell(row)}</Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  return minWidth === undefined ? table : <Table.ScrollContainer minWidth={minWidth}>{table}</Table.ScrollContainer>;
}
