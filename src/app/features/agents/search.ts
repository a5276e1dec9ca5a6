import { z } from 'zod/mini';
import { pageParam, textParam } from '@app/lib/list-search';

/** Manage Users' filters and page in the URL (/agents?role=engaged_agent&page=2). */
export const agentSearch = z.object({ page: pageParam, name: textParam, email: textParam, phone: textParam, role: textParam, companyId: textParam });
export type AgentSearch = z.output<typeof agentSearch>;
export type AgentFilterValues = Omit<AgentSearch, 'page'>;
