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
      rows_one: '{{count}} farmer row in the file',
      rows_other: '{{count}} farmer rows in the file',
      valid_one: '{{count}} ready to import',
      valid_other: '{{count}} ready to import',
      errors_one: '{{count}} problem',
      errors_other: '{{count}} problems',
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
      button_one: 'Import {{count}} farmer',
      button_other: 'Import {{count}} farmers',
      rowsLeftOut: 'Rows with a problem are left out; the others are imported.',
      done_one: '{{count}} farmer imported.',
      done_other: '{{count}} farmers imported.',
      again: 'Import another file',
    },
    failed: 'The file could not be imported',
  },
};
