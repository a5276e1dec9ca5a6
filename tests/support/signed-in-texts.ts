// Unit tests see every text, as a signed-in screen does: the signed-in part is otherwise loaded by the _app route.
import { loadSignedInTexts } from '@app/i18n/i18n';

await loadSignedInTexts();
