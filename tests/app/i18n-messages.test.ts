import { describe, expect, it } from 'vitest';
import { en } from '../../src/app/i18n/messages/en';
import { sw } from '../../src/app/i18n/messages/sw';
import { pseudoLocale } from '../../src/app/i18n/pseudo-locale';

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
