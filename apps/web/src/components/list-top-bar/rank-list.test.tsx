import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadEn, NAMESPACES } from '../../i18n/resources';
import { i18n } from '../../i18n/store';
import { stubMatchMedia } from '../../testing/jsdom-stubs';
import { RankList } from './rank-list';
import { moveId } from './rank-order';

beforeAll(async () => {
  i18n.init({ lng: 'en', ns: NAMESPACES, resources: { en: await loadEn() } });
  stubMatchMedia();
});
afterEach(cleanup);

const groups = [
  { id: 'g1', name: 'Breakfast' },
  { id: 'g2', name: 'Coffee' },
  { id: 'g3', name: 'Pastries' },
];

function Harness() {
  const [order, setOrder] = useState(groups.map((group) => group.id));
  const items = order.map((id) => groups.find((group) => group.id === id)!);
  return (
    <MantineProvider>
      <RankList
        items={items}
        idOf={(group) => group.id}
        nameOf={(group) => group.name}
        onMove={(active, over) => setOrder((current) => moveId(current, active, over))}
        renderItem={(group) => <span data-testid="row">{group.name}</span>}
      />
    </MantineProvider>
  );
}

const shown = () => screen.getAllByTestId('row').map((row) => row.textContent);

describe('RankList (spec 2 §2 drag-ordering mode)', () => {
  it('moves a row one place with its up and down buttons', () => {
    render(<Harness />);
    expect(shown()).toEqual(['Breakfast', 'Coffee', 'Pastries']);
    fireEvent.click(screen.getByRole('button', { name: 'Move Breakfast down' }));
    expect(shown()).toEqual(['Coffee', 'Breakfast', 'Pastries']);
    fireEvent.click(screen.getByRole('button', { name: 'Move Pastries up' }));
    expect(shown()).toEqual(['Coffee', 'Pastries', 'Breakfast']);
  });

  it('gives each row a named drag handle, and no up for the first or down for the last', () => {
    render(<Harness />);
    for (const name of ['Breakfast', 'Coffee', 'Pastries'])
      expect(screen.getByRole('button', { name: `Move ${name}` })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Move Breakfast up' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Move Pastries down' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Move Coffee up' }).hasAttribute('disabled')).toBe(false);
  });
});
