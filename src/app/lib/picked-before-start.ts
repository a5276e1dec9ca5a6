import { isLanguage, type Language } from '@shared/languages';

/**
 * A public screen's page shows its form before the app runs (ADR 0025). Text typed there survives hydration (React
 * adopts the inputs with their values), but a select is set back to what the app renders: so the language picked
 * in that window is read from the page when the app starts, followed until the picker runs, and applied by it.
 */
let picked: Language | null = null;
let stopFollowing: (() => void) | null = null;

/** Before React adopts the page: the language chosen in its built picker, if someone changed it, and later changes. */
export function notePickedBeforeStart(container: HTMLElement): void {
  const select = container.querySelector<HTMLSelectElement>('select[name="language"]');
  if (!select) return;
  const built = [...select.options].find((o) => o.defaultSelected)?.value;
  const note = () => {
    picked = isLanguage(select.value) && select.value !== built ? select.value : null;
  };
  note();
  // A pick while React is adopting the page would be set back too. A pick fires `input`, then `change`, in one task;
  // React answers the `input` by adopting the form at once, and the form re-renders at once (react-hook-form marks
  // itself ready in a layout effect), which sets the select back to what it renders before the `change` is sent: so
  // the pick is read from the `input`. This listener, added before React's on the same root, runs first.
  const onInput = (event: Event) => event.target === select && note();
  container.addEventListener('input', onInput, true);
  stopFollowing = () => container.removeEventListener('input', onInput, true);
}

/** The language picked before the app ran, once (the picker applies it when it mounts and handles picks itself after). */
export function takePickedBeforeStart(): Language | null {
  stopFollowing?.();
  stopFollowing = null;
  const language = picked;
  picked = null;
  return language;
}
