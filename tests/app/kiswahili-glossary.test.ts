import { describe, expect, it } from 'vitest';
import { GLOSSARY, NEVER_IN_KISWAHILI } from '@app/i18n/glossary';
import { en } from '@app/i18n/messages/en';
import { sw } from '@app/i18n/messages/sw';

type Tree = { readonly [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? (prefix.includes(':') ? `${prefix}.${key}` : `${prefix}:${key}`) : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

// A placeholder's name ({{amount}}) is no word of the text.
const words = (text: string) => text.replace(/\{\{[^}]*\}\}|\$t\([^)]*\)/g, ' ');
const english = flatten(en as unknown as Tree);
const kiswahili = flatten(sw as unknown as Tree);

describe('the Kiswahili glossary (issue 32 item 2, ADR 0056)', () => {
  for (const term of GLOSSARY) {
    it(`says "${term.concept}" with its one term`, () => {
      const wrong: string[] = [];
      for (const [key, text] of english) {
        const said = words(text);
        if (!term.english.test(said) || term.unless?.test(said)) continue;
        const swahili = words(kiswahili.get(key) ?? '');
        if (!term.use.test(swahili) || term.wrong.some((synonym) => synonym.test(swahili))) wrong.push(`${key}: ${kiswahili.get(key)}`);
      }
      expect(wrong).toEqual([]);
    });
  }

  it('each term is used somewhere (a term no text uses is a typo in the glossary)', () => {
    const unused = GLOSSARY.filter((term) => ![...english.values()].some((text) => term.english.test(words(text))));
    expect(unused.map((term) => term.concept)).toEqual([]);
  });

  it('uses none of the words the reviewer found wrong, in any text', () => {
    const found = [...kiswahili].flatMap(([key, text]) => NEVER_IN_KISWAHILI.filter((never) => never.text.test(text)).map((never) => `${key}: ${never.why}`));
    expect(found).toEqual([]);
  });

  it('fails a wrong synonym (the check itself)', () => {
    const rookie = GLOSSARY.find((term) => term.concept === 'Rookie')!;
    expect(rookie.wrong.some((synonym) => synonym.test('Mwanzilishi'))).toBe(true);
    expect(NEVER_IN_KISWAHILI.some((never) => never.text.test('Faili limepakiwa!'))).toBe(true);
    expect(NEVER_IN_KISWAHILI.some((never) => never.text.test('Faili imepakiwa!'))).toBe(false);
  });
});
