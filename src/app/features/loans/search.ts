import { z } from 'zod/mini';
import { pageParam, textParam } from '@app/lib/list-search';

/** The farmer filter and page in the URL (/engage/loans?farmerId=…); no farmer means all farmers. */
export const loanSearch = z.object({ page: pageParam, farmerId: textParam });
export type LoanSearch = z.output<typeof loanSearch>;
