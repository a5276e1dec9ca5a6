import { KEEP_ADMIN_CODE_MESSAGE } from '../offline/sw-messages';
import { appKeptForOffline } from './service-worker';

/**
 * Resolves once the admin-only screens' code is kept on this device too (the service worker precaches only what
 * every role's screens load, ADR 0064): an admin's "ready for offline" waits for it. Rejects when the app is not
 * kept or the worker could not fetch every file. Its own module, imported by the offline plan: not in the entry (P1).
 */
export async function adminCodeKeptForOffline(): Promise<void> {
  await appKeptForOffline();
  if (!import.meta.env.PROD) return;
  const worker = (await navigator.serviceWorker.getRegistration('/'))?.active;
  if (!worker) throw new Error('no active service worker to keep the admin screens');
  const channel = new MessageChannel();
  const answered = new Promise<void>((resolve, reject) => {
    channel.port1.onmessage = (event: MessageEvent<{ kept?: boolean }>) => (event.data.kept ? resolve() : reject(new Error('the admin screens could not all be kept')));
  });
  worker.postMessage({ type: KEEP_ADMIN_CODE_MESSAGE }, [channel.port2]);
  return answered;
}
