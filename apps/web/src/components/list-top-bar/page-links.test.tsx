import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../testing/render-screen';
import { PageLinks } from './page-links';

afterEach(cleanup);

describe('PageLinks', () => {
  it('names its arrow buttons for a screen reader, and they move the page', async () => {
    const onChange = vi.fn();
    await renderScreen(<PageLinks total={4} value={2} onChange={onChange} />, '/', {
      namespaces: ['components'],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onChange).toHaveBeenLastCalledWith(3);
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onChange).toHaveBeenLastCalledWith(1);
  });
});
