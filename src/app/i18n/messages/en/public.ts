// The English texts of the public screens and of the entry's own components (banner, toasts, forms' validation):
// in the entry chunk, so /login needs no other text file (docs/i18n.md, ADR 0026).
import { common } from './common';
import { shell } from './shell';
import { auth } from './auth';
import { errors } from './errors';
import { validation } from './validation';
import { enums } from './enums';
import { offline } from './offline';

export const publicEn = { common, shell, auth, errors, validation, enums, offline };
