import { describe, expect, it } from 'vitest';
import { en } from '@app/i18n/messages/en';
import { sw } from '@app/i18n/messages/sw';
import { publicEn } from '@app/i18n/messages/en/public';
import { signedInEn } from '@app/i18n/messages/en/signed-in';
import { publicSw } from '@app/i18n/messages/sw/public';
import { signedInSw } from '@app/i18n/messages/sw/signed-in';
import { pseudoLocale } from '@app/i18n/pseudo-locale';

type Tree = { readonly [key: string]: string | Tree };

/** Every text of a language, keyed 'namespace:path.to.key'. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? (prefix.includes(':') ? `${prefix}.${key}` : `${prefix}:${key}`) : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([^},\s]+)[^}]*\}\}|\$t\(([^),]+)/g)].map((m) => m[1] ?? m[2]).sort();

const english = flatten(en as unknown as Tree);
const kiswahili = flatten(sw as unknown as Tree);

describe('message files', () => {
  it('Kiswahili has exactly the keys of English', () => {
    expect([...kiswahili.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('both languages put each text in the same part, and no text in both (ADR 0026, 0035)', () => {
    const keys = (part: object) => [...flatten(part as Tree).keys()].sort();
    expect(keys(publicSw)).toEqual(keys(publicEn));
    expect(keys(signedInSw)).toEqual(keys(signedInEn));
    const inPublic = new Set(keys(publicEn));
    expect(keys(signedInEn).filter((key) => inPublic.has(key))).toEqual([]);
    expect(keys(signedInEn).some((key) => key.startsWith('errors:')) && keys(signedInEn).some((key) => key.startsWith('validation:'))).toBe(true);
  });

  it('every Kiswahili text uses the placeholders of its English text', () => {
    const different = [...english].filter(([key, text]) => JSON.stringify(placeholders(text)) !== JSON.stringify(placeholders(kiswahili.get(key) ?? '')));
    expect(different.map(([key]) => key)).toEqual([]);
  });

  it('no text is empty', () => {
    const empty = [...english, ...kiswahili].filter(([, text]) => !text.trim());
    expect(empty).toEqual([]);
  });

  it('the pseudo-locale brackets every text and keeps its placeholders', () => {
    const pseudo = flatten(pseudoLocale(en) as unknown as Tree);
    for (const [key, text] of english) {
      const shown = pseudo.get(key)!;
      expect(shown.startsWith('⟦') && shown.endsWith('⟧')).toBe(true);
      expect(placeholders(shown)).toEqual(placeholders(text));
    }
  });
});
