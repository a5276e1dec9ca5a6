import { isLanguage, type Language } from '@shared/languages';

/**
 * A public screen's page shows its form before the app runs (ADR 0025). Text typed there survives hydration (React
 * adopts the inputs with their values), but a select is set back to what the app renders: so the language picked
 * in that window is read from the page just before hydration and applied by the picker once it runs.
 */
let picked: Language | null = null;

/** Right before React adopts the page: the language chosen in its built picker, if someone changed it. */
export function notePickedBeforeStart(container: HTMLElement): void {
  const select = container.querySelector<HTMLSelectElement>('select[name="language"]');
  const chosen = select?.value;
  const built = select ? [...select.options].find((o) => o.defaultSelected)?.value : undefined;
  picked = isLanguage(chosen) && chosen !== built ? chosen : null;
}

/** The language picked before the app ran, once (the picker applies it when it mounts). */
export function takePickedBeforeStart(): Language | null {
  const language = picked;
  picked = null;
  return language;
}
