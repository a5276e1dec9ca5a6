import { afterEach, describe, expect, it } from 'vitest';
import { showLanguage } from '@app/i18n/i18n';
import { optionOf } from '@app/pwa/use-farmer-options';

const farmer = { id: 'f1', name: 'Jane Wanjiku', county: 'Nakuru', cropType: null };

describe("a farmer picker's option", () => {
  afterEach(() => showLanguage('en'));

  it('names the farmer and county, and says when the farmer still waits to sync', () => {
    expect(optionOf(farmer, false).label).toBe('Jane Wanjiku - Nakuru');
    expect(optionOf(farmer, true).label).toBe('Jane Wanjiku - Nakuru (waiting to sync)');
  });

  it('is in the language on screen, or the one the picker asks for', async () => {
    await showLanguage('sw');
    expect(optionOf(farmer, true).label).toBe('Jane Wanjiku - Nakuru (inasubiri kutumwa)');
    expect(optionOf(farmer, true, 'en').label).toBe('Jane Wanjiku - Nakuru (waiting to sync)');
  });
});
