import { z } from 'zod/mini';
import { choiceParam, pageParam, textParam } from '@app/lib/list-search';

/** Manage Training Modules' filters and page in the URL (/training/modules?status=inactive). */
export const moduleSearch = z.object({ page: pageParam, title: textParam, status: choiceParam(['', 'active', 'inactive'], '') });
export type ModuleSearch = z.output<typeof moduleSearch>;

/** The stored audio files' page in the URL (/file-upload?page=2). */
export const fileSearch = z.object({ page: pageParam });
export type FileSearch = z.output<typeof fileSearch>;
