/** English texts of the `farmers` namespace (docs/i18n.md). */
export const farmers = {
  import: {
    open: 'Import CSV',
    title: 'Import farmers',
    back: 'Back to farmers',
    offline: 'Importing farmers needs an internet connection. Connect, then come back to this screen.',
    template: {
      heading: '1. Prepare the file',
      text: 'Use the template: one farmer per row under the header row. {{required}} are required; the location needs Latitude, Longitude and Accuracy (m) together. A file exported from the farmers list can be imported as it is.',
      download: 'Download template',
    },
    file: {
      heading: '2. Check the file',
      company: 'Company',
      companyPlaceholder: 'Choose the company',
      label: 'CSV file',
      placeholder: 'Choose a .csv file',
      clear: 'Remove the file',
      check: 'Check file',
    },
    phase: {
      uploading: 'Uploading the file… {{percent}}%',
      checking: 'Checking {{name}}…',
      importing: 'Importing the farmers… this can take a minute.',
    },
    summary: {
      rows_one: '{{total}} farmer row in the file',
      rows_other: '{{total}} farmer rows in the file',
      valid_one: '{{total}} ready to import',
      valid_other: '{{total}} ready to import',
      errors_one: '{{total}} problem',
      errors_other: '{{total}} problems',
      moreErrors: 'The first {{listed}} problems are listed. Correct them and check the file again.',
    },
    errors: {
      caption: 'Problems by row (row 1 is the header row)',
      row: 'Row',
      column: 'Column',
      problem: 'Problem',
    },
    write: {
      heading: '3. Import',
      button_one: 'Import {{total}} farmer',
      button_other: 'Import {{total}} farmers',
      rowsLeftOut: 'Rows with a problem are left out; the others are imported.',
      done_one: '{{total}} farmer imported.',
      done_other: '{{total}} farmers imported.',
      again: 'Import another file',
    },
    failed: 'The file could not be imported',
  },
  /** The registration form refuses what the server would refuse, with the server's words (409). */
  duplicate: {
    phone: 'A farmer with phone number {{phone}} is already registered',
    nationalId: 'A farmer with national ID {{nationalId}} is already registered',
  },
  /** A queued registration opened from the Sync page. */
  correct: {
    title: 'Correct the registration',
  },
};
