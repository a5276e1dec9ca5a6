import { logout } from '@shared/contracts/sessions';
import { apiCall } from './api-client';

/** How long Logout waits for the server before giving up: the device is signed out locally either way. */
const LOGOUT_TIMEOUT_MS = 5000;

/**
 * Revokes `token` on the server when the device is online (ADR 0013). Best effort: offline, or when the server
 * cannot be reached, the token stays valid until it expires or the user signs out of all devices
 * (docs/decisions.md), and the local sign-out goes ahead regardless.
 */
export async function revokeTokenOnServer(token: string): Promise<void> {
  if (!navigator.onLine) return;
  try {
    await apiCall(logout, { token, signal: AbortSignal.timeout(LOGOUT_TIMEOUT_MS) });
  } catch {
    // Nothing to tell the user: they asked to leave this device, and it has left.
  }
}
