import { Table } from '@mantine/core';

export interface TableData {
  /** Column headings; the first column names each row. */
  columns: readonly string[];
  rows: readonly (readonly string[])[];
}

interface DataTableProps extends TableData {
  caption: string;
}

/** A chart's figures as a table: the fallback for screen readers, and the "show as table" view. */
export function DataTable({ caption, columns, rows }: DataTableProps) {
  return (
    <Table striped highlightOnHover captionSide="top" fz="sm">
      <caption>{caption}</caption>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) => (
            <Table.Th key={column} scope="col">
              {column}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map(([name = '', ...cells]) => (
          <Table.Tr key={name}>
            <Table.Th scope="row" fw={400}>
              {name}
            </Table.Th>
            {cells.map((cell, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are fixed columns
              <Table.Td key={index}>{cell}</Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
