/**
 * Contract messages are English: the API answers them to every client. The app shows them in the language on
 * screen by installing a translator (src/app/lib/zod-config.ts); zod asks for a message when it raises the issue,
 * so a form validated after a change of language speaks the new one. The server installs none.
 */
type Translate = (english: string) => string;

let translate: Translate = (english) => english;

export function translateMessagesWith(translator: Translate): void {
  translate = translator;
}

/** A contract's message in the language on screen, for an issue raised by hand (`ctx.addIssue`). */
export const messageText = (english: string): string => translate(english);

/** A contract's message, as zod's params (`z.minLength(1, message('Name is required'))`). */
export const message = (english: string) => ({ error: () => translate(english) });
