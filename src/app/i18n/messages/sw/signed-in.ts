// The Kiswahili texts only the signed-in screens use, loaded when Kiswahili is shown to someone signed in;
// `shell`, `enums`, `errors` and `validation` are merged into the namespaces of the public part.
import type { SignedInMessages } from '../shape';
import { sync } from './sync';
import { dashboard } from './dashboard';
import { farmers } from './farmers';
import { sales } from './sales';
import { loans } from './loans';
import { agents } from './agents';
import { profile } from './profile';
import { training } from './training';
import { questionnaire } from './questionnaire';
import { incentives } from './incentives';
import { gamification } from './gamification';
import { reports } from './reports';
import { shellSignedIn } from './shell-signed-in';
import { enumsSignedIn } from './enums-signed-in';
import { errorsSignedIn } from './errors-signed-in';
import { validationSignedIn } from './validation-signed-in';

export const signedInSw: SignedInMessages = {
  sync,
  dashboard,
  farmers,
  sales,
  loans,
  agents,
  profile,
  training,
  questionnaire,
  incentives,
  gamification,
  reports,
  shell: shellSignedIn,
  enums: enumsSignedIn,
  errors: errorsSignedIn,
  validation: validationSignedIn,
};
