/**
 * Starts the app from every built page (ADR 0039), as an inline script at the end of its body, in place of the
 * entry's module script: the page preloads the entry and the chunks it imports (`<link rel="modulepreload">`, so
 * they are fetched as early as before), and this script evaluates them in stages, one task each, yielding to the
 * browser between them, instead of the whole static graph in one long task. A page whose markup shows
 * (a public screen's, the dashboard's first frame) is painted first. The stages, in an order where each one's
 * imports come before it, are in the script's `data-stages`. Bundled on its own by scripts/vite-staged-start.ts.
 *
 * Such a page also lists its route's chunks (`data-route-preloads`, ADR 0043), which the router would ask for only
 * once the entry has run: this script preloads them once the markup is painted (from the head, the small ones
 * arrived and were compiled before the paint on a throttled phone), a few links per task, while the stages run.
 */

const script = document.currentScript;
const stages = script?.dataset.stages?.split(' ') ?? [];
const routePreloads = script?.dataset.routePreloads?.split(' ') ?? [];

/** `modulepreload` links added in one task: each costs the main thread (~0.2–0.8 ms unthrottled). */
const LINKS_PER_TASK = 8;

/** A task later: what the browser has waiting (a frame, a tap) runs first. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/** Once the frame that shows the page's markup is painted: rendering runs after animation-frame callbacks. */
const afterPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

/**
 * Whether the page shows markup that the app's code would otherwise keep off the screen while it is evaluated.
 * Not when the built markup is hidden (language-gate.ts, first-frame.ts) or the tab is (no frames are drawn then).
 */
function showsMarkup(): boolean {
  const root = document.getElementById('root');
  return document.visibilityState === 'visible' && !!root?.firstChild && getComputedStyle(root).visibility === 'visible';
}

/** Fetches these chunks in parallel, a few links per task. */
async function preloadInTasks(hrefs: string[]): Promise<void> {
  for (let first = 0; first < hrefs.length; first += LINKS_PER_TASK) {
    if (first > 0) await nextTask();
    for (const href of hrefs.slice(first, first + LINKS_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
  }
}

async function start(): Promise<void> {
  if (showsMarkup()) await afterPaint();
  void preloadInTasks(routePreloads);
  for (const [index, stage] of stages.entries()) {
    if (index > 0) await nextTask();
    await import(/* @vite-ignore */ stage);
  }
}

void start();
