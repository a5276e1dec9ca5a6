// The English texts only the signed-in screens use: one chunk, loaded once someone is signed in (docs/i18n.md);
// `shell`, `enums`, `errors` and `validation` are merged into the namespaces of the public part.
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
import { signedInLookupEn } from './signed-in-lookup';

export const signedInEn = { sync, dashboard, farmers, sales, loans, agents, profile, training, questionnaire, incentives, gamification, reports, shell: shellSignedIn, enums: enumsSignedIn, ...signedInLookupEn };
