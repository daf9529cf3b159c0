import { Table, UnstyledButton } from '@mantine/core';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './history-table.module.css';

interface SortHeaderProps {
  children: ReactNode;
  /** The column's direction while the table is sorted by it; null otherwise. */
  direction: 'asc' | 'desc' | null;
  onSort: () => void;
  numeric?: boolean;
}

/** A header that sorts its column; `aria-sort` tells assistive technology which one is active. */
export function SortHeader({ children, direction, onSort, numeric }: SortHeaderProps) {
  const Icon =
    direction === 'asc' ? IconSortAscending : direction === 'desc' ? IconSortDescending : IconArrowsSort;
  return (
    <Table.Th
      aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none'}
      className={classes.header}
    >
      <UnstyledButton
        onClick={onSort}
        className={classes.sortButton}
        data-active={direction !== null || undefined}
        data-numeric={numeric || undefined}
      >
        <span>{children}</span>
        <Icon size={14} stroke={1.8} aria-hidden />
      </UnstyledButton>
    </Table.Th>
  );
}
