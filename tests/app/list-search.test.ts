import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { choiceParam, listSearch, pageParam, textParam } from '@app/lib/list-search';

const schema = z.object({ page: pageParam, name: textParam, status: choiceParam(['', 'active', 'inactive'], '') });

describe('list search params', () => {
  it('fills every param with its default when the URL has none', () => {
    expect(schema.parse({})).toEqual({ page: 1, name: '', status: '' });
  });

  it('keeps good values and falls back to the default for bad ones instead of failing the route', () => {
    expect(schema.parse({ page: 3, name: 'wanj', status: 'inactive' })).toEqual({ page: 3, name: 'wanj', status: 'inactive' });
    expect(schema.parse({ page: 0, name: 42, status: 'archived' })).toEqual({ page: 1, name: '', status: '' });
    expect(schema.parse({ page: 'two' }).page).toBe(1);
  });

  it('strips the defaults from the URLs the route builds', () => {
    const { validateSearch, search } = listSearch(schema);
    expect(validateSearch).toBe(schema);
    const strip = search.middlewares[0];
    const next = (s: z.output<typeof schema>) => s;
    expect(strip({ search: { page: 1, name: 'jane', status: '' }, next })).toEqual({ name: 'jane' });
    expect(strip({ search: { page: 2, name: '', status: 'active' }, next })).toEqual({ page: 2, status: 'active' });
  });
});
