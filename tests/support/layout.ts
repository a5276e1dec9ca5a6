import type { Page } from 'playwright-core';

/** The texts of badges narrower than their text (cut to 'AC…'): none should be. */
export const cutBadges = (page: Page): Promise<string[]> =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.mantine-Badge-root')]
      .filter((badge) => {
        const label = badge.querySelector<HTMLElement>('.mantine-Badge-label') ?? badge;
        return label.scrollWidth > label.clientWidth + 1 || badge.scrollWidth > badge.clientWidth + 1;
      })
      .map((badge) => badge.textContent ?? ''),
  );

/** The sidebar entries marked as the current screen (highlighted or aria-current): exactly one is right. */
export const markedMenuEntries = (page: Page): Promise<string[]> =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.mantine-AppShell-navbar a')]
      .filter((a) => a.hasAttribute('data-active') || a.getAttribute('aria-current') === 'page')
      .map((a) => a.textContent ?? ''),
  );
