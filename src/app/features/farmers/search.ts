import { z } from 'zod/mini';
import { pageParam, textParam } from '@app/lib/list-search';

/** The register's filters and page in the URL (/engage/farmers?county=Nakuru&page=2). */
export const farmerSearch = z.object({ page: pageParam, name: textParam, county: textParam, gender: textParam, cropType: textParam, companyId: textParam });
export type FarmerSearch = z.output<typeof farmerSearch>;
export type FarmerFilterValues = Omit<FarmerSearch, 'page'>;
