import { z } from 'zod/mini';
import { pageParam, textParam } from '@app/lib/list-search';

/** The sales search and page in the URL (/engage/sales?search=maize). */
export const salesSearch = z.object({ page: pageParam, search: textParam });
export type SalesSearch = z.output<typeof salesSearch>;
