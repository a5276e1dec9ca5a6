// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FARMER_FILTER_DEBOUNCE_MS } from '@shared/contracts/farmers';
import { FarmerFilters, type FilterOptions } from '@app/features/farmers/components/FarmerFilters';
import type { FarmerFilterValues } from '@app/features/farmers/search';

const renders = vi.hoisted(() => ({ count: 0 }));
vi.mock('@app/components/FilterBar', async (actual) => {
  const real = await actual<typeof import('@app/components/FilterBar')>();
  return {
    FilterBar: (props: Parameters<typeof real.FilterBar>[0]) => {
      renders.count += 1;
      return real.FilterBar(props);
    },
  };
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const NONE: FarmerFilterValues = { name: '', county: '', gender: '', cropType: '', companyId: '' };
const options = (): FilterOptions => ({ companies: [{ id: 'c1', name: 'Acme' }], counties: ['Meru', 'Nakuru'], genders: ['Female'], cropTypes: ['Tea'] });

const page = (applied: FarmerFilterValues, onApply: (v: FarmerFilterValues) => void, opts = options()) => (
  <MantineProvider>
    <FarmerFilters applied={applied} onApply={onApply} countyLabel="County" options={opts} showCompany={false} />
  </MantineProvider>
);

describe('the farmers list filters (P8)', () => {
  it('apply what is typed once, after the pause', () => {
    vi.useFakeTimers();
    const onApply = vi.fn();
    render(page(NONE, onApply));
    const box = screen.getByRole('searchbox');
    fireEvent.change(box, { target: { value: 'wan' } });
    fireEvent.change(box, { target: { value: 'wanjiru' } });
    act(() => vi.advanceTimersByTime(FARMER_FILTER_DEBOUNCE_MS - 1));
    expect(onApply).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onApply).toHaveBeenCalledTimes(1);
    expect(onApply).toHaveBeenCalledWith({ ...NONE, name: 'wanjiru' });
  });

  it('are not rendered again by a list answer with equal options, but are by new options or applied filters', () => {
    const onApply = vi.fn();
    const { rerender } = render(page(NONE, onApply));
    const first = renders.count;
    rerender(page({ ...NONE }, onApply, options()));
    expect(renders.count).toBe(first);
    rerender(page(NONE, onApply, { ...options(), counties: ['Meru'] }));
    expect(renders.count).toBe(first + 1);
    rerender(page({ ...NONE, county: 'Meru' }, onApply, { ...options(), counties: ['Meru'] }));
    expect(renders.count).toBeGreaterThan(first + 1);
    expect((screen.getByRole('combobox', { name: 'County' }) as HTMLInputElement).value).toBe('Meru');
  });

  it('follow filters applied from outside (Back, a shared link) while the box keeps what is being typed otherwise', () => {
    vi.useFakeTimers();
    const onApply = vi.fn();
    const { rerender } = render(page(NONE, onApply));
    rerender(page({ ...NONE, name: '0712345678' }, onApply));
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('0712345678');
  });
});
