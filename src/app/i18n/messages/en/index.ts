// Every namespace of the English texts: the source of the keys (docs/i18n.md). The app loads the two parts apart.
import { mergeParts } from '../merge-parts';
import { publicEn } from './public';
import { signedInEn } from './signed-in';

export const en = mergeParts(publicEn, signedInEn);
