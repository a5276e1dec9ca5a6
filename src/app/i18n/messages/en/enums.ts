/**
 * English names of the enumerated values shown to people (docs/i18n.md), keyed by the value's code: roles, point
 * activities, statuses, genders, traits, tiers. The texts are those the screens showed before issue 15. This is the
 * public part: the values the account screens offer (gender, marital status, education); the rest is in
 * enums-signed-in.ts (ADR 0035).
 */
export const enums = {
  gender: {
    Male: 'Male',
    Female: 'Female',
    Other: 'Other',
  },
  maritalStatus: {
    Single: 'Single',
    Married: 'Married',
    Divorced: 'Divorced',
    Widowed: 'Widowed',
  },
  educationLevel: {
    Elementary: 'Elementary',
    'High School': 'High School',
    Certificate: 'Certificate',
    Diploma: 'Diploma',
    Bachelor: 'Bachelor',
    Master: 'Master',
    PhD: 'PhD',
  },
};
