// English's signed-in `errors` and `validation` texts: loaded with the signed-in part of every language, since
// lib/message-texts.ts finds the server's and the contracts' messages, English on the wire, by their English text.
import { errorsSignedIn } from './errors-signed-in';
import { validationSignedIn } from './validation-signed-in';

export const signedInLookupEn = { errors: errorsSignedIn, validation: validationSignedIn };
