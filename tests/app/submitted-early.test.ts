import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SUBMITTED_EARLY_GLOBAL } from '@shared/prerendered-routes';
import { forgetSubmittedEarly, submittedEarlyIn, takeSubmittedEarly } from '@app/lib/submitted-early';

const form = () => ({}) as HTMLFormElement;
const page = {} as Record<string, unknown>;
vi.stubGlobal('window', page);

/** What the built page's inline guard does on a submit (scripts/vite-prerender.ts). */
const guardSees = (submitted: HTMLFormElement) => void (page[SUBMITTED_EARLY_GLOBAL] = submitted);

describe('a form submitted before the app ran (ADR 0031)', () => {
  beforeEach(() => void delete page[SUBMITTED_EARLY_GLOBAL]);

  it('is sent once, by the form the app adopted: that very element', () => {
    const built = form();
    guardSees(built);
    expect(takeSubmittedEarly(built)).toBe(true);
    expect(takeSubmittedEarly(built)).toBe(false);
  });

  it('is not sent by another form (the app rendered its own, or another screen mounted)', () => {
    guardSees(form());
    expect(takeSubmittedEarly(form())).toBe(false);
    expect(takeSubmittedEarly(null)).toBe(false);
  });

  it('is forgotten when the app handles the submit itself, so a later mount of the form sends nothing', () => {
    const adopted = form();
    guardSees(adopted);
    forgetSubmittedEarly();
    expect(takeSubmittedEarly(adopted)).toBe(false);
  });

  it('nothing was submitted: nothing to send', () => {
    expect(takeSubmittedEarly(form())).toBe(false);
  });

  it("is looked for in the page's root before the app renders (it then adopts that markup)", () => {
    const built = form();
    const root = (holds: HTMLFormElement) => ({ contains: (node: Node) => node === holds }) as HTMLElement;
    expect(submittedEarlyIn(root(built))).toBe(false);
    guardSees(built);
    expect(submittedEarlyIn(root(built))).toBe(true);
    expect(submittedEarlyIn(root(form()))).toBe(false);
    expect(takeSubmittedEarly(built)).toBe(true);
    expect(submittedEarlyIn(root(built))).toBe(false);
  });
});
