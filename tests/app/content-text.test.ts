import { describe, expect, it } from 'vitest';
import { contentText } from '@app/i18n/content-text';

describe('contentText (ADR 0057)', () => {
  it('shows the Kiswahili text on a Kiswahili screen', () => {
    expect(contentText('sw', 'Visiting farmers', 'Kuwatembelea wakulima')).toBe('Kuwatembelea wakulima');
  });

  it('falls back to English when no Kiswahili was written (null, absent from an older copy, or empty)', () => {
    expect(contentText('sw', 'Visiting farmers', null)).toBe('Visiting farmers');
    expect(contentText('sw', 'Visiting farmers', undefined)).toBe('Visiting farmers');
    expect(contentText('sw', 'Visiting farmers', '')).toBe('Visiting farmers');
  });

  it('shows English on every other screen, the pseudo-locale included', () => {
    expect(contentText('en', 'Visiting farmers', 'Kuwatembelea wakulima')).toBe('Visiting farmers');
    expect(contentText('en-XA', 'Visiting farmers', 'Kuwatembelea wakulima')).toBe('Visiting farmers');
  });

  it('keeps a missing English description missing', () => {
    expect(contentText('sw', null, null)).toBeNull();
  });
});
