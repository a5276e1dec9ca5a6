// The Kiswahili texts of the public screens, loaded when Kiswahili is shown (docs/i18n.md).
import type { PublicMessages } from '../shape';
import { common } from './common';
import { shell } from './shell';
import { auth } from './auth';
import { errors } from './errors';
import { validation } from './validation';
import { enums } from './enums';
import { offline } from './offline';

export const publicSw: PublicMessages = { common, shell, auth, errors, validation, enums, offline };
