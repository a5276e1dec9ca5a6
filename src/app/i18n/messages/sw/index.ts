// Every namespace of the Kiswahili texts, loaded only when Kiswahili is chosen (docs/i18n.md).
import type { Messages } from '../shape';
import { common } from './common';
import { shell } from './shell';
import { auth } from './auth';
import { errors } from './errors';
import { validation } from './validation';
import { enums } from './enums';
import { offline } from './offline';
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

export const sw: Messages = {
  common,
  shell,
  auth,
  errors,
  validation,
  enums,
  offline,
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
};
