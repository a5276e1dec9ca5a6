import { useEffect } from 'react';
import toast, { useToasterStore } from 'react-hot-toast';

export const MAX_TOASTS = 20;

/** Keeps at most 20 toasts on screen (spec part 1 §9): the oldest visible ones beyond that are dismissed. */
export function ToastLimit() {
  const { toasts } = useToasterStore();
  useEffect(() => {
    // The store lists the newest first.
    toasts
      .filter((t) => t.visible)
      .slice(MAX_TOASTS)
      .forEach((t) => toast.dismiss(t.id));
  }, [toasts]);
  return null;
}
