import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../context';
import { awardPoints } from '../modules/points/points.service';
import { companies, farmers, users } from '../db/schema';

/** First names with the gender they go with, so a demo farmer's gender matches the name. */
const FIRST_NAMES = [
  ['Jane', 'Female'],
  ['Peter', 'Male'],
  ['Mary', 'Female'],
  ['John', 'Male'],
  ['Grace', 'Female'],
  ['Samuel', 'Male'],
  ['Lucy', 'Female'],
  ['Joseph', 'Male'],
  ['Faith', 'Female'],
  ['Daniel', 'Male'],
  ['Mercy', 'Female'],
  ['James', 'Male'],
  ['Ann', 'Female'],
  ['Kevin', 'Male'],
  ['Ruth', 'Female'],
] as const;
const LAST_NAMES = ['Wanjiku', 'Otieno', 'Chebet', 'Mwangi', 'Akinyi', 'Kiprono', 'Wafula', 'Njeri', 'Mutua', 'Barasa', 'Kamau', 'Nekesa', 'Kirui'];
const PLACES = [
  { county: 'Nakuru', subCounty: 'Njoro', ward: 'Mau Narok', village: 'Sigotik' },
  { county: 'Kisumu', subCounty: 'Nyando', ward: 'Awasi', village: 'Kochogo' },
  { county: 'Uasin Gishu', subCounty: 'Soy', ward: 'Moi’s Bridge', village: 'Kipsomba' },
  { county: 'Kakamega', subCounty: 'Lugari', ward: 'Lumakanda', village: 'Mautuma' },
  { county: 'Bungoma', subCounty: 'Kimilili', ward: 'Kibingei', village: 'Sirakaru' },
  { county: 'Trans Nzoia', subCounty: 'Kiminini', ward: 'Waitaluk', village: 'Sikhendu' },
  { county: 'Meru', subCounty: 'Imenti North', ward: 'Ntima East', village: 'Kaaga' },
  { county: 'Machakos', subCounty: 'Mwala', ward: 'Masii', village: 'Kithimani' },
];
const CROPS = ['Maize', 'Beans', 'Sorghum', 'Potatoes', 'Sunflower', 'Wheat'];
const FARMERS_PER_AGENT = 18;
const FARMERS_PER_COMPANY_ADMIN = 7;
const EIGHT_WEEKS_MS = 8 * 7 * 24 * 60 * 60 * 1000;

/**
 * About 50 farmers across counties, crops and genders, registered over the last 8 weeks by the demo agents
 * of SeedSasa and Everlend (with their REGISTER_FARMER points) and some by the company admins (no points).
 */
export async function seedFarmers(deps: AppDeps): Promise<void> {
  const registrars = await deps.db
    .select({ id: users.id, role: users.role, companyId: users.companyId, slug: companies.slug })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(inArray(users.email, ['agent.seedsasa@demo.local', 'agent.everlend@demo.local', 'admin.seedsasa@demo.local', 'admin.everlend@demo.local']));
  const now = deps.clock.now().getTime();
  const rows: (typeof farmers.$inferInsert)[] = [];
  let n = 0;
  for (const r of registrars) {
    const count = r.role === 'engaged_agent' ? FARMERS_PER_AGENT : FARMERS_PER_COMPANY_ADMIN;
    for (let i = 0; i < count; i++, n++) {
      const place = PLACES[(n * 3 + (r.slug === 'everlend' ? 1 : 0)) % PLACES.length];
      const registeredAt = new Date(now - Math.round(((n * 37) % 100) / 100 * EIGHT_WEEKS_MS));
      const [firstName, gender] = FIRST_NAMES[n % FIRST_NAMES.length];
      rows.push({
        id: randomUUID(),
        companyId: r.companyId!,
        registeredById: r.id,
        name: `${firstName} ${LAST_NAMES[(n * 7) % LAST_NAMES.length]}`,
        phoneNumber: `+2547${String(20_000_000 + n * 104_729).padStart(8, '0')}`,
        nationalId: n % 4 === 3 ? null : 20_000_000 + n * 31_337,
        age: 22 + ((n * 13) % 45),
        gender,
        ...place,
        cropType: CROPS[(n * 5) % CROPS.length],
        farmSize: n % 6 === 0 ? '1 acre' : `${1 + (n % 6) * 0.5} acres`,
        createdAt: registeredAt,
        recordedAt: registeredAt,
      });
    }
  }
  await deps.db.insert(farmers).values(rows).onConflictDoNothing();
  const agents = new Set(registrars.filter((r) => r.role === 'engaged_agent').map((r) => r.id));
  for (const f of rows) {
    if (!f.registeredById || !agents.has(f.registeredById)) continue;
    await awardPoints(deps.db, {
      userId: f.registeredById,
      companyId: f.companyId,
      activityType: 'REGISTER_FARMER',
      description: `Registered farmer ${f.name}`,
      params: { farmer: f.name },
      sourceKey: `farmer:${f.id}`,
      recordedAt: f.recordedAt as Date,
    });
  }
}
