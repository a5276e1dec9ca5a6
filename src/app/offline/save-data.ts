/**
 * "Save data" (ADR 0052): while it is on and the phone is on mobile data, the app holds back audio downloads and
 * audio preloading and the periodic "ready for offline" refresh, until Wi-Fi or a tap. Sending queued work is never
 * held back. On by default when the browser reports the user's data saver (`navigator.connection.saveData`).
 */
interface ConnectionLike extends EventTarget {
  saveData?: boolean;
  type?: string;
}

const KEY = 'fap.save-data';
const listeners = new Set<() => void>();

const connection = (): ConnectionLike | undefined =>
  typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { connection?: ConnectionLike }).connection;

/** The setting: the user's choice on this device, else the browser's data saver. */
export function saveDataOn(): boolean {
  const chosen = typeof localStorage === 'undefined' ? null : localStorage.getItem(KEY);
  return chosen === null ? connection()?.saveData === true : chosen === 'on';
}

export function setSaveData(on: boolean): void {
  localStorage.setItem(KEY, on ? 'on' : 'off');
  listeners.forEach((l) => l());
}

/** Mobile data as the browser tells it (`navigator.connection.type`); a browser that does not tell is not held. */
export const onCellular = (): boolean => connection()?.type === 'cellular';

/** Whether downloads that can wait are held back now. */
export const holdingBack = (): boolean => saveDataOn() && onCellular();

/** Calls back when the setting or the connection changes (Wi-Fi back: what waited may go). */
export function subscribeSaveData(listener: () => void): () => void {
  listeners.add(listener);
  const conn = connection();
  conn?.addEventListener('change', listener);
  return () => {
    listeners.delete(listener);
    conn?.removeEventListener('change', listener);
  };
}
