/**
 * Starts the app from every built page (ADR 0039), as an inline script at the end of its body, in place of the
 * entry's module script: the page preloads the entry and the chunks it imports (`<link rel="modulepreload">`, so
 * they are fetched as early as before), and this script evaluates them in stages, one task each, yielding to the
 * browser between them, instead of the whole static graph in one long task. A page whose markup shows
 * (a public screen's, the dashboard's first frame) is painted first. The stages, in an order where each one's
 * imports come before it, are in the script's `data-stages`. Bundled on its own by scripts/vite-staged-start.ts.
 */

const stages = document.currentScript?.dataset.stages?.split(' ') ?? [];

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

async function start(): Promise<void> {
  if (showsMarkup()) await afterPaint();
  for (const [index, stage] of stages.entries()) {
    if (index > 0) await nextTask();
    await import(/* @vite-ignore */ stage);
  }
}

void start();
