import type { FarmerLocation } from '@shared/contracts/farmers';
import { i18n } from '@app/i18n/i18n';

/** Long enough for a cold GPS fix outdoors; the agent can save without a location meanwhile. */
const FIX_TIMEOUT_MS = 30_000;
/** A fix up to a minute old is still where the agent stands. */
const FIX_MAX_AGE_MS = 60_000;

/** What the agent reads when no fix comes, by the cause the browser gives. */
const FAILURES = { 1: 'denied', 2: 'unavailable', 3: 'timeout' } as const;
const failure = (code: number) => new Error(i18n.t(`farmers:location.${FAILURES[code as keyof typeof FAILURES] ?? 'unsupported'}`));

/**
 * One GPS fix from the phone (navigator.geolocation needs no network, so this works offline). Rejects with a
 * message the form shows under the button; the caller never waits on it to save.
 */
export function captureLocation(geolocation: Geolocation | undefined = globalThis.navigator?.geolocation): Promise<FarmerLocation> {
  return new Promise((resolve, reject) => {
    if (!geolocation) {
      reject(failure(0));
      return;
    }
    geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude, accuracyMeters: Math.round(coords.accuracy * 10) / 10 }),
      (error) => reject(failure(error.code)),
      { enableHighAccuracy: true, timeout: FIX_TIMEOUT_MS, maximumAge: FIX_MAX_AGE_MS },
    );
  });
}

/** "-0.30310, 36.08003 (± 13 m)": five decimals are about a metre. */
export const formatLocation = ({ latitude, longitude, accuracyMeters }: FarmerLocation): string =>
  `${latitude.toFixed(5)}, ${longitude.toFixed(5)} (± ${Math.round(accuracyMeters)} m)`;

/** Links that open the phone's map app (geo: URI, RFC 5870) or OpenStreetMap in the browser. */
export const mapLinks = ({ latitude, longitude }: FarmerLocation) => ({
  geo: `geo:${latitude},${longitude}`,
  osm: `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}`,
});
