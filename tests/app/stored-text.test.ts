import { afterEach, describe, expect, it } from 'vitest';
import { textOf, textOr } from '@app/i18n/entry-text';
import type { StoredText } from '@app/i18n/stored-text';
import { showLanguage } from '@app/i18n/i18n';

/** What waits on the Sync page reads in the language on screen, not the one it was queued in. */
describe('a stored text', () => {
  afterEach(() => showLanguage('en'));

  const loan: StoredText = { key: 'loans:apply.outbox', values: { amount: 1250, farmer: { key: 'loans:apply.aFarmer' } } };

  it('is shown in the language on screen, its numbers and nested texts too', async () => {
    expect(textOf(loan)).toBe('Apply for a 1,250 Kgs loan for a farmer');
    await showLanguage('sw');
    expect(textOf(loan)).toBe('Omba mkopo wa Kgs 1,250 kwa mkulima');
  });

  it("falls back to the saved text for entries queued before texts were stored", async () => {
    await showLanguage('sw');
    expect(textOr(undefined, 'Register farmer Jane')).toBe('Register farmer Jane');
    expect(textOr({ key: 'farmers:outbox.register', values: { name: 'Jane' } }, 'Register farmer Jane')).not.toBe('Register farmer Jane');
  });
});
