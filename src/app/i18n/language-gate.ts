/**
 * Run by the public screens' pages (ADR 0025) before they paint, as a classic script in the head: their markup
 * is built in English, so on a device that shows another language the page marks itself and its style hides
 * that markup until the app has rendered the screen afresh in the device's language (prerendered.ts). Bundled on
 * its own by scripts/vite-prerender.ts.
 */
import { RENDER_AFRESH_ATTRIBUTE } from '@shared/prerendered-routes';
import { showsDefaultLanguage } from './device-language';

if (!showsDefaultLanguage()) document.documentElement.setAttribute(RENDER_AFRESH_ATTRIBUTE, '');
