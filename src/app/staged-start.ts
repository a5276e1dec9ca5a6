/**
 * Starts the app from every built page (ADR 0039), as an inline script at the end of its body, in place of the
 * entry's module script: it evaluates the entry and the chunks it imports in stages, one task each, yielding to the
 * browser between them, instead of the whole static graph in one long task. A page whose markup shows
 * (a public screen's, the dashboard's first frame) is painted first. The stages, in an order where each one's
 * imports come before it, are in the script's `data-stages`. Bundled on its own by scripts/vite-staged-start.ts.
 *
 * A page with built markup has no preload of those chunks in its head (ADR 0043): their files are in
 * `data-preloads`, and this script asks for them all at once (`<link rel="modulepreload">`) when it starts the
 * first stage, so on a slow network the first paint has the wire to itself and the chunks still arrive in
 * parallel. The empty shell (index.html) keeps them in its head: it has nothing to paint before the app.
 */

const script = document.currentScript;
const stages = script?.dataset.stages?.split(' ') ?? [];
const preloads = script?.dataset.preloads?.split(' ') ?? [];

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

/** Fetches every chunk of the start now, in parallel, as the head's preloads of the empty shell do. */
function preloadAll(): void {
  for (const href of preloads) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

async function start(): Promise<void> {
  if (showsMarkup()) await afterPaint();
  preloadAll();
  for (const [index, stage] of stages.entries()) {
    if (index > 0) await nextTask();
    await import(/* @vite-ignore */ stage);
  }
}

void start();
