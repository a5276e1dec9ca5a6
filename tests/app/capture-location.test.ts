import { describe, expect, it } from 'vitest';
import { captureLocation, formatLocation, mapLinks } from '@app/features/farmers/lib/capture-location';

const answering = (outcome: { coords?: Partial<GeolocationCoordinates>; code?: number }): Geolocation =>
  ({
    getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback) =>
      outcome.coords ? ok({ coords: outcome.coords } as GeolocationPosition) : fail({ code: outcome.code } as GeolocationPositionError),
  }) as unknown as Geolocation;

describe('capturing the farm location', () => {
  it('answers the fix with its accuracy', async () => {
    await expect(captureLocation(answering({ coords: { latitude: -0.3031, longitude: 36.08, accuracy: 12.34 } }))).resolves.toEqual({
      latitude: -0.3031,
      longitude: 36.08,
      accuracyMeters: 12.3,
    });
  });

  it('says why no fix came: denied, unavailable, timeout, no geolocation at all', async () => {
    await expect(captureLocation(answering({ code: 1 }))).rejects.toThrow(/permission is off/);
    await expect(captureLocation(answering({ code: 2 }))).rejects.toThrow(/could not find its location/);
    await expect(captureLocation(answering({ code: 3 }))).rejects.toThrow(/No location fix in 30 seconds/);
    await expect(captureLocation(undefined)).rejects.toThrow(/cannot give a location/);
  });

  it('formats the fix and builds links to the map app and OpenStreetMap', () => {
    const location = { latitude: -0.303099, longitude: 36.080026, accuracyMeters: 12.5 };
    expect(formatLocation(location)).toBe('-0.30310, 36.08003 (± 13 m)');
    expect(mapLinks(location)).toEqual({
      geo: 'geo:-0.303099,36.080026',
      osm: 'https://www.openstreetmap.org/?mlat=-0.303099&mlon=36.080026#map=16/-0.303099/36.080026',
    });
  });
});
