import { merchantProfileUpdateSchema } from '@perkdesk/contracts';
import { describe, expect, it } from 'vitest';
import { toBrandUpdate } from './brand-update';

const url = (name: string) => `http://127.0.0.1:8181/api/files/${name}.jpg`;

describe('brand update', () => {
  it('is nothing when nothing changed', () => {
    expect(
      toBrandUpdate({ logoUrl: url('logo'), imagesUrl: [url('a')] }, [url('logo')], [url('a')]),
    ).toBeNull();
    expect(toBrandUpdate({ logoUrl: null, imagesUrl: [] }, [], [])).toBeNull();
  });

  it('sets a new logo by URL, or deletes the old one', () => {
    expect(toBrandUpdate({ logoUrl: null, imagesUrl: [] }, [url('logo')], [])).toEqual({
      logoUrl: url('logo'),
    });
    expect(toBrandUpdate({ logoUrl: url('logo'), imagesUrl: [] }, [], [])).toEqual({ deleteLogo: true });
  });

  it('adds and removes photos by difference', () => {
    const patch = toBrandUpdate({ logoUrl: null, imagesUrl: [url('a'), url('b')] }, [], [url('b'), url('c')]);
    expect(patch).toEqual({ changedImages: [url('c')], deletedImages: [url('a')] });
    expect(merchantProfileUpdateSchema.safeParse(patch).success).toBe(true);
  });
});
