import { eq, sql } from 'drizzle-orm';
import { companies, farmers, users } from '@server/db/schema';
import { DEMO, type E2eServer } from '../../tests/support/e2e';

/**
 * Farmers of the agent's company up to `size`, shaped as registrations are (the numbering goes on from `from`):
 * farmer g is named "Bench Farmer{g} Wanjiku", phone +2547{20000000 + g}, national ID 30000000 + g.
 */
export async function fillCompany(server: E2eServer, companyId: string, agentId: string, size: number, from: number): Promise<void> {
  const [{ count }] = await server.deps.db.select({ count: sql<number>`count(*)::int` }).from(farmers).where(eq(farmers.companyId, companyId));
  if (count >= size) return;
  await server.deps.db.execute(sql`
    insert into farmers (company_id, registered_by_id, name, phone_number, national_id, age, gender, county, village, crop_type, farm_size, created_at, recorded_at)
    select ${companyId}, ${agentId}, 'Bench Farmer' || g || ' Wanjiku', '+2547' || lpad((20000000 + g)::text, 8, '0'), 30000000 + g, 20 + g % 50,
           case when g % 2 = 0 then 'Male' else 'Female' end, (array['Nakuru','Kisumu','Bungoma','Meru','Machakos'])[1 + g % 5],
           'Village ' || (g % 300), (array['Maize','Beans','Tea','Coffee'])[1 + g % 4], (1 + g % 5) || ' acres', now(), now()
    from generate_series(${from + 1}::int, ${from + size - count}::int) as g`);
}

/** The demo agent whose company the benches fill: its user id and company id. */
export async function demoAgent(server: E2eServer): Promise<{ id: string; companyId: string }> {
  const [agent] = await server.deps.db
    .select({ id: users.id, companyId: companies.id })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.email, DEMO.seedAgent));
  return agent;
}
