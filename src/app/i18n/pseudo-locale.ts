import type { Shape } from './messages/shape';

const ACCENTED: Record<string, string> = { a: 'á', e: 'é', i: 'í', o: 'ó', u: 'ú', A: 'Á', E: 'É', I: 'Í', O: 'Ó', U: 'Ú' };

/** One text in the pseudo-locale: accented and bracketed, its {{placeholders}} and $t() nesting left intact. */
export function pseudoText(text: string): string {
  const parts = text.split(/(\{\{[^}]*\}\}|\$t\([^)]*\))/);
  return `⟦${parts.map((part, i) => (i % 2 ? part : part.replace(/[aeiouAEIOU]/g, (c) => ACCENTED[c]!))).join('')}⟧`;
}

type Tree = { readonly [key: string]: string | Tree };

const mapTree = (tree: Tree): Tree =>
  Object.fromEntries(Object.entries(tree).map(([key, value]) => [key, typeof value === 'string' ? pseudoText(value) : mapTree(value)]));

/** Every English text of `messages` (all namespaces, or one part of them) in the pseudo-locale. */
export const pseudoLocale = <T>(messages: T): Shape<T> => mapTree(messages as unknown as Tree) as unknown as Shape<T>;
