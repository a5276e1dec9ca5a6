// The English texts only the signed-in screens use: one chunk, loaded once someone is signed in (docs/i18n.md).
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

export const signedInEn = { sync, dashboard, farmers, sales, loans, agents, profile, training, questionnaire, incentives, gamification, reports };
