// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DashboardCharts } from '@app/features/dashboard/components/DashboardCharts';
import { showLanguage } from '@app/i18n/i18n';

/** The charts draw in the width their card measures: a phone's card, 296 px, as the browser would report it. */
beforeAll(() => {
  globalThis.ResizeObserver = class {
    constructor(private readonly report: ResizeObserverCallback) {}
    observe(target: Element) {
      this.report([{ target, borderBoxSize: [{ inlineSize: 296, blockSize: 300 }], contentRect: { width: 296, height: 300 } } as unknown as ResizeObserverEntry], this);
    }
    unobserve() {}
    disconnect() {}
  };
});
afterEach(async () => {
  cleanup();
  await showLanguage('en');
});

const charts = {
  weeklySales: [
    { weekStart: '2026-11-03', weekLabel: '3 Nov', sales: 0 },
    { weekStart: '2026-11-10', weekLabel: '10 Nov', sales: 1_250 },
    { weekStart: '2026-11-17', weekLabel: '17 Nov', sales: 12_000_000 },
  ],
  weeklyFarmers: [
    { weekStart: '2026-11-03', weekLabel: '3 Nov', farmers: 0 },
    { weekStart: '2026-11-10', weekLabel: '10 Nov', farmers: 1 },
    { weekStart: '2026-11-17', weekLabel: '17 Nov', farmers: 3 },
  ],
};

const drawn = () =>
  render(
    <MantineProvider>
      <DashboardCharts charts={charts} currency="KES" adminView={false} />
    </MantineProvider>,
  );
const readout = (container: HTMLElement) => [...container.querySelectorAll('[aria-hidden="true"]')].map((e) => e.textContent).filter(Boolean);
const texts = (svg: Element) => [...svg.querySelectorAll('text')].map((e) => e.textContent);

describe('the weekly charts drawn as SVG (ADR 0041)', () => {
  it('are images named as before, with round axes from zero and every week labelled', async () => {
    drawn();
    const sales = await screen.findByRole('img', { name: 'My Weekly Sales Progression (KES)' });
    const farmers = screen.getByRole('img', { name: 'My Farmer Registrations by Week' });
    expect(texts(sales)).toEqual(['KES 0', 'KES 2,500,000', 'KES 5,000,000', 'KES 7,500,000', 'KES 10,000,000', 'KES 12,500,000', '3 Nov', '10 Nov', '17 Nov']);
    expect(texts(farmers)).toEqual(['0', '1', '2', '3', '3 Nov', '10 Nov', '17 Nov']);
    expect(sales.querySelectorAll('rect[fill="#2f9e44"]')).toHaveLength(3);
    expect(farmers.querySelector('polyline')?.getAttribute('stroke')).toBe('#1971c2');
  });

  it("tells screen readers each week's value, formatted, with one tab stop per chart", async () => {
    drawn();
    await screen.findByRole('img', { name: 'My Farmer Registrations by Week' });
    const weeks = screen.getAllByRole('button').map((b) => [b.getAttribute('aria-label'), b.tabIndex]);
    expect(weeks).toEqual([
      ['3 Nov: KES 0', -1],
      ['10 Nov: KES 1,250', -1],
      ['17 Nov: KES 12,000,000', 0],
      ['3 Nov: 0 farmers', -1],
      ['10 Nov: 1 farmer', -1],
      ['17 Nov: 3 farmers', 0],
    ]);
  });

  it('shows the value of the week focused, and arrow keys move between weeks', async () => {
    const { container } = drawn();
    const latest = await screen.findByRole('button', { name: '17 Nov: 3 farmers' });
    expect(readout(container)).toEqual([]);
    act(() => latest.focus());
    expect(readout(container)).toEqual(['17 Nov3 farmers']);
    fireEvent.keyDown(latest, { key: 'ArrowLeft' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('10 Nov: 1 farmer');
    expect(readout(container)).toEqual(['10 Nov1 farmer']);
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('3 Nov: 0 farmers');
    act(() => (document.activeElement as HTMLElement).blur());
    expect(readout(container)).toEqual([]);
  });

  it('shows the value of the week hovered or tapped', async () => {
    const { container } = drawn();
    const week = await screen.findByRole('button', { name: '10 Nov: KES 1,250' });
    fireEvent.pointerEnter(week);
    expect(readout(container)).toEqual(['10 NovKES 1,250']);
    fireEvent.pointerLeave(week.parentElement!);
    expect(readout(container)).toEqual([]);
    fireEvent.click(week);
    expect(readout(container)).toEqual(['10 NovKES 1,250']);
  });

  it('draws one week, all zeros, no week and a negative value the contract never sends', async () => {
    render(
      <MantineProvider>
        <DashboardCharts charts={{ weeklySales: [{ weekStart: '2026-11-17', weekLabel: '17 Nov', sales: -40 }], weeklyFarmers: [] }} currency="Kgs" adminView />
      </MantineProvider>,
    );
    const sales = await screen.findByRole('img', { name: 'Weekly Sales Progression (Kgs)' });
    expect(texts(sales)).toEqual(['Kgs 0', 'Kgs 1', '17 Nov']);
    expect(sales.querySelector('rect[fill="#2f9e44"]')?.getAttribute('height')).toBe('0');
    screen.getByRole('button', { name: '17 Nov: Kgs -40' });
    expect(texts(screen.getByRole('img', { name: 'Farmer Registrations by Week' }))).toEqual(['0', '1']);
  });

  it('follows a switch to Kiswahili without being drawn anew', async () => {
    drawn();
    const sales = await screen.findByRole('img', { name: 'My Weekly Sales Progression (KES)' });
    await act(() => showLanguage('sw'));
    expect(sales.isConnected).toBe(true);
    expect(sales.getAttribute('aria-label')).toBe('Maendeleo ya Mauzo Yangu kwa Wiki (KES)');
    screen.getByRole('img', { name: 'Usajili Wangu wa Wakulima kwa Wiki' });
    screen.getByRole('button', { name: '17 Nov: wakulima 3' });
    screen.getByRole('button', { name: '10 Nov: mkulima 1' });
  });
});
