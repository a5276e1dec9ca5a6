import { DEFAULT_LANGUAGE } from '@shared/languages';
import { i18n } from '@app/i18n/i18n';

/**
 * English texts that reach the app from outside the message files: the zod contracts' messages (src/shared, English
 * for API clients) and the server's messages. Each is found by its English text among the `validation` and
 * `errors` texts (kept byte-identical) and shown in the language on screen; texts with a value in them are found
 * by their template, a `{{field}}` among `validation:field`. The English texts are those i18next holds: the public
 * part from the start, the signed-in part's once it arrived (with any language's, i18n.ts; ADR 0035). Until then a
 * message only signed-in screens meet is not known, and is shown as the server wrote it.
 */
type Tree = { readonly [key: string]: string | Tree };
type Sections = Readonly<Record<string, Tree>>;
interface Template {
  key: string;
  pattern: RegExp;
}

const exact = new Map<string, string>();
const templates: Template[] = [];
const fields = new Map<string, string>();
const codes = new Set<string>();

const PLACEHOLDER = /\\\{\\\{(\w+)\\\}\\\}/g;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function index(tree: Tree, prefix: string): void {
  for (const [key, value] of Object.entries(tree)) {
    const path = `${prefix}.${key}`;
    if (typeof value !== 'string') index(value, path);
    else if (value.includes('{{')) templates.push({ key: path, pattern: new RegExp(`^${escape(value).replace(PLACEHOLDER, '(?<$1>.+?)')}$`) });
    else if (!exact.has(value)) exact.set(value, path);
  }
}

function indexEnglish(): void {
  exact.clear();
  templates.length = 0;
  fields.clear();
  codes.clear();
  const validation = i18n.getResourceBundle(DEFAULT_LANGUAGE, 'validation') as Sections;
  const errors = i18n.getResourceBundle(DEFAULT_LANGUAGE, 'errors') as Sections;
  index(validation.contract!, 'validation:contract');
  index(validation.template!, 'validation:template');
  index(errors.catalogue!, 'errors:catalogue');
  index(errors.server!, 'errors:server');
  index(errors.code!, 'errors:code');
  for (const [key, text] of Object.entries(validation.field!)) fields.set(text as string, `validation:field.${key}`);
  for (const code of Object.keys(errors.code!)) codes.add(code);
}
indexEnglish();
i18n.store.on('added', (language: string, namespace: string) => {
  if (language === DEFAULT_LANGUAGE && (namespace === 'errors' || namespace === 'validation')) indexEnglish();
});

/** A key built at run time: checked by tests/app/message-texts.test.ts rather than by the typecheck. */
const translate = (key: string, values?: Record<string, string>) => (i18n.t as unknown as (key: string, values?: object) => string)(key, values);

/** The text of `english` in the language on screen, or null when the message files do not know it. */
export function knownText(english: string): string | null {
  const key = exact.get(english);
  if (key) return translate(key);
  for (const template of templates) {
    const values = template.pattern.exec(english)?.groups;
    if (!values) continue;
    if (values.field !== undefined) {
      const field = fields.get(values.field);
      if (!field) continue;
      values.field = translate(field);
    }
    return translate(template.key, values);
  }
  return null;
}

/** `english` in the language on screen when known, else as it came (a message the app has no text for). */
export const translateMessage = (english: string): string => knownText(english) ?? english;

/** The text of an API code in the language on screen, or null for a code the app has no text for. */
export function codeText(code: string | undefined): string | null {
  return code && codes.has(code) ? translate(`errors:code.${code}`) : null;
}
