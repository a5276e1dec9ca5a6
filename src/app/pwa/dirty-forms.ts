import { useEffect, useId, useSyncExternalStore } from 'react';
import { tabChannel } from '../offline/tab-channel';

/**
 * Forms with unsaved input, in this tab and in the other open tabs of the app: a new version is activated in
 * every tab at once, so it waits for all of them. Tabs tell each other over the tab channel when their state
 * changes and when asked (`askOtherTabs`).
 */
const dirtyHere = new Set<string>();
const dirtyTabs = new Set<string>();
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());
const TAB_ID = crypto.randomUUID();
let wired = false;

const announce = () => tabChannel()?.post({ type: 'dirty-forms', tabId: TAB_ID, dirty: dirtyHere.size > 0 });

function wire(): void {
  if (wired) return;
  wired = true;
  tabChannel()?.subscribe((message) => {
    if (message.type === 'dirty-forms-query') announce();
    else if (message.type === 'dirty-forms') {
      if (message.dirty) dirtyTabs.add(message.tabId);
      else dirtyTabs.delete(message.tabId);
      emit();
    }
  });
  // A tab closed with a dirty form stops counting.
  if (typeof window !== 'undefined') window.addEventListener('pagehide', () => tabChannel()?.post({ type: 'dirty-forms', tabId: TAB_ID, dirty: false }));
}

/** Marks one form of this tab dirty or clean, and tells the other tabs. */
export function setFormDirty(formId: string, dirty: boolean): void {
  wire();
  if (dirty) dirtyHere.add(formId);
  else dirtyHere.delete(formId);
  announce();
  emit();
}

export const hasDirtyForms = (): boolean => dirtyHere.size > 0 || dirtyTabs.size > 0;

/** Forgets what the other tabs said and asks them again (a tab that vanished without a word is forgotten so). */
export function askOtherTabs(): void {
  wire();
  dirtyTabs.clear();
  emit();
  tabChannel()?.post({ type: 'dirty-forms-query' });
}

export function subscribeDirtyForms(listener: () => void): () => void {
  wire();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A form calls this with react-hook-form's `formState.isDirty`. */
export function useDirtyFormGuard(isDirty: boolean): void {
  const id = useId();
  useEffect(() => {
    if (!isDirty) return undefined;
    setFormDirty(id, true);
    return () => setFormDirty(id, false);
  }, [id, isDirty]);
}

export function useHasDirtyForms(): boolean {
  return useSyncExternalStore(subscribeDirtyForms, hasDirtyForms, () => false);
}
