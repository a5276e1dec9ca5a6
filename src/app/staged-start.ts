/**
 * Starts the app from every built page (ADR 0039), as an inline script at the end of its body, in place of the
 * entry's module script: it evaluates the entry and the chunks it imports in stages, one task each, yielding to the
 * browser between them, instead of the whole static graph in one long task. A page whose markup shows
 * (a public screen's, the dashboard's first frame) is painted first. The stages, in an order where each one's
 * imports come before it, are in the script's `data-stages`. Bundled on its own by scripts/vite-staged-start.ts.
 *
 * A page with built markup has no preload of those chunks in its head (ADR 0043): their files are in
 * `data-preloads`, and this script asks for them all at once (`<link rel="modulepreload">`) as it starts the first
 * stage, so on a slow network the first paint does not share the wire with them. Its route's components, which
 * the router would ask for only once the entry has run, are in `data-route-preloads`: asked for in the next tasks,
 * a few links per task (each costs the main thread), so they arrive with the entry instead of after it. The empty
 * shell (index.html) keeps the entry's in its head: it has nothing to paint before the app.
 */

const script = document.currentScript;
const list = (attribute: string | undefined) => attribute?.split(' ') ?? [];
const stages = list(script?.dataset.stages);
const preloads = list(script?.dataset.preloads);
const routePreloads = list(script?.dataset.routePreloads);

/** Links added to the document in one task. */
const LINKS_PER_TASK = 8;

/** A task later: what the browser has waiting (a frame, a tap) runs first. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * A page's first paint is on screen when the browser reports its first contentful paint (Paint Timing), which
 * comes after the frame was presented: the end of the frame's own task (an animation frame and a task after it)
 * can be tens of milliseconds earlier. Not waited for longer than PAINT_WAIT_MS (a browser without the entry, a
 * tab hidden meanwhile): the app then starts as it would without markup.
 */
const PAINT_WAIT_MS = 1000;

function afterPaint(): Promise<void> {
  return new Promise<void>((resolve) => {
    const done = () => {
      observer?.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, PAINT_WAIT_MS);
    const observer = PerformanceObserver.supportedEntryTypes?.includes('paint')
      ? new PerformanceObserver((entries) => void (entries.getEntriesByName('first-contentful-paint').length && done()))
      : null;
    if (observer) observer.observe({ type: 'paint', buffered: true });
    else requestAnimationFrame(() => setTimeout(done));
  });
}

/**
 * Whether the page shows markup that the app's code would otherwise keep off the screen while it is evaluated.
 * Not when the built markup is hidden (language-gate.ts, first-frame.ts) or the tab is (no frames are drawn then).
 */
function showsMarkup(): boolean {
  const root = document.getElementById('root');
  return document.visibilityState === 'visible' && !!root?.firstChild && getComputedStyle(root).visibility === 'visible';
}

/** Fetches these chunks, in parallel, as the head's preloads of the empty shell do. */
function preload(hrefs: string[]): void {
  for (const href of hrefs) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

async function preloadInTasks(hrefs: string[]): Promise<void> {
  for (let first = 0; first < hrefs.length; first += LINKS_PER_TASK) {
    await nextTask();
    preload(hrefs.slice(first, first + LINKS_PER_TASK));
  }
}

async function start(): Promise<void> {
  if (showsMarkup()) await afterPaint();
  preload(preloads);
  void preloadInTasks(routePreloads);
  for (const [index, stage] of stages.entries()) {
    if (index > 0) await nextTask();
    await import(/* @vite-ignore */ stage);
  }
}

void start();
