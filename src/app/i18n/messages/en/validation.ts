/**
 * English texts of the `validation` namespace (docs/i18n.md): every message of the zod contracts in src/shared,
 * byte-identical (the contracts speak English for API clients; src/app/lib/message-texts.ts finds a message's key
 * by its English text), then zod's own messages in the app's words. This is the public part: the messages of
 * the account screens' contracts and forms; the records' contracts are in validation-signed-in.ts (ADR 0035).
 */
export const validation = {
  contract: {
    nameRequired: 'Name is required',
    nameNeedsLetter: 'A name needs at least one letter',
    controlCharacter: 'Contains a character that is not allowed',
    emailRequired: 'Email is required',
    emailInvalid: 'Enter a valid email address',
    phoneRequired: 'Phone number is required',
    phoneInvalid: 'Enter a valid phone number, for example 0712345678',
    identifierRequired: 'Email or phone number is required',
    passwordRequired: 'Password is required',
    newPasswordRequired: 'New password is required',
    passwordTooShort: 'Password must be at least 6 characters long',
    languageInvalid: 'Language must be en or sw',
    photoNotImage: 'Photo must be an image',
    dateInvalid: 'Enter a valid date',
    resetTokenInvalid: 'Invalid or expired reset token',
    genderRequired: 'Gender is required',
    companyRequired: 'Company is required',
    wholeNumber: 'Enter a whole number',
    zeroOrMore: 'Must be 0 or more',
    passwordsDiffer: 'Passwords do not match',
    confirmPassword: 'Please confirm your password',
  },
  /** Messages with a value in them; `field` is one of `field` below. */
  template: {
    tooLong: '{{field}} must be at most {{max}} characters',
  },
  field: {
    identifier: 'Email or phone number',
    password: 'Password',
    name: 'Name',
    email: 'Email',
  },
  /** zod's own messages, for a rule without a message of its own (src/app/lib/zod-config.ts). */
  zod: {
    invalidType: 'Enter a valid value',
    tooSmallString: 'Must be at least {{minimum}} characters',
    tooSmall: 'Must be at least {{minimum}}',
    tooBigString: 'Must be at most {{maximum}} characters',
    tooBig: 'Must be at most {{maximum}}',
    invalidFormat: 'Enter a valid value',
    notMultipleOf: 'Must be a multiple of {{divisor}}',
    invalidValue: 'Choose one of the options',
    invalid: 'Invalid input',
  },
};
