import { useEffect, useId, useSyncExternalStore } from 'react';

/** Forms with unsaved input right now: a new app version is never activated while one exists. */
const dirty = new Set<string>();
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export const hasDirtyForms = (): boolean => dirty.size > 0;

export function subscribeDirtyForms(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A form calls this with react-hook-form's `formState.isDirty`. */
export function useDirtyFormGuard(isDirty: boolean): void {
  const id = useId();
  useEffect(() => {
    if (!isDirty) return undefined;
    dirty.add(id);
    emit();
    return () => {
      dirty.delete(id);
      emit();
    };
  }, [id, isDirty]);
}

export function useHasDirtyForms(): boolean {
  return useSyncExternalStore(subscribeDirtyForms, hasDirtyForms, () => false);
}
