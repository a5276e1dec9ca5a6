// Every namespace of the Kiswahili texts (docs/i18n.md); the app loads the two parts apart.
import { mergeParts } from '../merge-parts';
import type { Messages } from '../shape';
import { publicSw } from './public';
import { signedInSw } from './signed-in';

export const sw: Messages = mergeParts(publicSw, signedInSw);
