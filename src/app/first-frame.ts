/**
 * Run by a signed-in screen's built page (FIRST_FRAME_ROUTES, ADR 0036) as an inline script just after its
 * markup, before it paints: when the built first frame is exactly what the app will render first on this device,
 * it writes the stored user's name over the build's stand-in and shows the frame; otherwise the frame stays
 * hidden (FIRST_FRAME_STYLE) until the app has rendered over it. The frame is built for a narrow screen (the
 * drawer layout), in English, for a role whose dashboard has no targets button. Bundled on its own by
 * scripts/vite-prerender.ts.
 */
import { DEFAULT_LANGUAGE } from '@shared/languages';
import { FIRST_FRAME_ATTRIBUTE, FIRST_FRAME_NAME } from '@shared/prerendered-routes';
import { signedInLanguage } from './i18n/device-language';
import { getSession } from './lib/session';

/** Mantine's `sm` breakpoint, from which AppLayout shows the sidebar instead of the drawer. */
const WIDE = '(min-width: 48em)';

try {
  const root = document.getElementById('root');
  const session = getSession();
  if (
    root &&
    session &&
    session.role !== 'company_admin' &&
    signedInLanguage(session.user.language) === DEFAULT_LANGUAGE &&
    !matchMedia(WIDE).matches
  ) {
    const name = session.user.name;
    const texts = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    while (texts.nextNode()) {
      const text = texts.currentNode;
      if (text.nodeValue?.includes(FIRST_FRAME_NAME)) text.nodeValue = text.nodeValue.replaceAll(FIRST_FRAME_NAME, name);
    }
    for (const labelled of root.querySelectorAll('[aria-label]')) {
      const label = labelled.getAttribute('aria-label') ?? '';
      if (label.includes(FIRST_FRAME_NAME)) labelled.setAttribute('aria-label', label.replaceAll(FIRST_FRAME_NAME, name));
    }
    root.setAttribute(FIRST_FRAME_ATTRIBUTE, '');
  }
} catch {
  // No storage (a private mode that refuses it): the frame stays hidden and the app renders as usual.
}
