/**
 * English texts of the `errors` namespace (docs/i18n.md): the error catalogue of spec part 1 §8 (exact English),
 * the API's stable codes, and the server's English messages the app knows (byte-identical, found by their text:
 * src/app/lib/message-texts.ts). This is the public part: what any screen, signed out too, can meet (codes every
 * request may get and the accounts' own); the codes and messages of the records only signed-in screens
 * write are in errors-signed-in.ts (ADR 0035).
 */
export const errors = {
  catalogue: {
    unexpected: 'An unexpected error occurred.',
    network: 'Network error. Please check your connection.',
    requestFailed: 'Request failed ({{status}})',
    sessionExpired: 'Session expired. Please login again.',
    forbidden: "You don't have permission to perform this action.",
    notFound: 'Resource not found.',
    server: 'Server error. Please try again later.',
    generic: 'An error occurred. Please try again.',
  },
  /** One text per API code, for a message the app does not know word for word. */
  code: {
    VALIDATION: 'Some fields are not valid. Please check the form.',
    BAD_REQUEST: 'The request could not be accepted. Please check what you entered.',
    UNAUTHENTICATED: 'Session expired. Please login again.',
    INVALID_CREDENTIALS: 'Invalid email/phone number or password',
    FORBIDDEN: "You don't have permission to perform this action.",
    NOT_FOUND: 'Resource not found.',
    CONFLICT: 'This record already exists or was changed meanwhile.',
    EMAIL_TAKEN: 'Email already in use',
    PHONE_TAKEN: 'Phone number already in use',
    IN_USE: 'This record is still in use.',
    OCCURRED_TOO_OLD: 'This change was made too long ago and can no longer be recorded. Enter it again if it still applies.',
    RATE_LIMITED: 'Too many attempts. Please wait a while and try again.',
    MAIL_FAILED: 'Failed to send reset email. Please try again later.',
    NOT_CONFIGURED: 'Registration is not open yet: the default company is not set up. Please contact your administrator.',
    IN_FLIGHT: 'This request is still being processed',
    IDEMPOTENCY_MISMATCH: 'This change was already sent with different content. Send it again as a new change.',
    BAD_MULTIPART: 'The form data could not be read.',
    CONSTRAINT_VIOLATED: 'A value breaks a rule of this record.',
    MISSING_VALUE: 'A required value is missing.',
    REFERENCE_NOT_FOUND: 'The record this refers to does not exist.',
    INVALID_VALUE: 'The request contains a value the server cannot store.',
    INVALID_CHARACTER: 'A field contains a character that is not allowed.',
    TOO_DEEP: 'The request is nested too deeply.',
    INTERNAL: 'Server error. Please try again later.',
    DATABASE_UNAVAILABLE: 'The server is briefly unavailable. Please try again in a moment.',
    SYNC_BUSY: 'The server is busy with other phones’ changes. Yours are sent again in a moment.',
    CURSOR_STALE: 'The farmer list on this phone is too old to update: it is downloaded again.',
    NOT_AN_OFFLINE_WRITE: 'This request cannot be sent in a sync batch; send it on its own.',
    METHOD_NOT_ALLOWED: 'This action is not available here.',
    METHOD_NOT_IMPLEMENTED: 'This action is not available here.',
    HEADERS_TOO_LARGE: 'The request is too large.',
    REQUEST_TIMEOUT: 'The request took too long. Please try again.',
  },
  /** The server's messages word for word; a value in them is a placeholder. */
  server: {
    noAccount: 'No account found with that email or phone number',
    wrongPassword: 'Invalid email/phone number or password',
    companyNotFound: 'Company not found. Please choose a company from the list.',
    userNotFound: 'User not found',
    authenticationRequired: 'Authentication required',
    rateLimited: 'Too many attempts. Please wait {{minutes}} minute(s) and try again.',
    accountGuessLimit: 'Too many sign-in attempts on this account. Reset your password by email to sign in now, or wait {{minutes}} minute(s).',
    photosRateLimited:
      'Too many photos were uploaded from this network in the last hour. Register without a photo and add it later from your profile, or try again in {{minutes}} minute(s).',
  },
};
