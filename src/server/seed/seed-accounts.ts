import type { AppDeps } from '../context';
import { hashPassword } from '../lib/password';
import { agentProfiles, companies, users } from '../db/schema';
import { DEMO_PASSWORD } from './seed-demo';

export const DEMO_COMPANIES = [
  { slug: 'seedsasa', name: 'SeedSasa', kind: 'seed' as const, logoUrl: '/brand/seedsasa.svg', areaLabel: 'county' as const },
  { slug: 'everlend', name: 'Everlend', kind: 'lender' as const, logoUrl: '/brand/everlend.svg', areaLabel: 'district' as const },
  { slug: 'mavuno-inputs', name: 'Mavuno Inputs', kind: 'seed' as const, logoUrl: null, areaLabel: 'district' as const },
];

export const DEMO_ACCOUNTS = [
  { email: 'admin@demo.local', phone: '+254700000000', name: 'Amina Platform', role: 'admin' as const, company: null },
  { email: 'admin.seedsasa@demo.local', phone: '+254700000010', name: 'Brian Otieno', role: 'company_admin' as const, company: 'seedsasa' },
  { email: 'admin.everlend@demo.local', phone: '+254700000020', name: 'Cynthia Wanjiru', role: 'company_admin' as const, company: 'everlend' },
  { email: 'agent.seedsasa@demo.local', phone: '+254700000011', name: 'David Kiptoo', role: 'engaged_agent' as const, company: 'seedsasa' },
  { email: 'agent.everlend@demo.local', phone: '+254700000021', name: 'Esther Achieng', role: 'engaged_agent' as const, company: 'everlend' },
  { email: 'recruit@demo.local', phone: '+254700000012', name: 'Felix Mutua', role: 'potential_agent' as const, company: 'seedsasa' },
];

const DEMO_TENURE_MS = 365 * 86_400_000;

export async function seedAccounts(deps: AppDeps): Promise<void> {
  const created = await deps.db.insert(companies).values(DEMO_COMPANIES).returning();
  const companyId = (slug: string | null) => (slug ? created.find((c) => c.slug === slug)!.id : null);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  // The demo team has worked for a year: its records (sales, farmers) dated back over the season are its own.
  const joined = new Date(deps.clock.now().getTime() - DEMO_TENURE_MS);
  const inserted = await deps.db
    .insert(users)
    .values(
      DEMO_ACCOUNTS.map((a, i) => ({
        name: a.name,
        email: a.email,
        phoneNumber: a.phone,
        passwordHash,
        createdAt: joined,
        role: a.role,
        companyId: companyId(a.company),
        gender: i % 2 === 0 ? 'Female' : 'Male',
        maritalStatus: 'Married',
        numberOfChildren: i % 3,
        dateOfBirth: `19${85 + i}-0${(i % 9) + 1}-15`,
        agentCode: a.role.endsWith('agent') ? `AG${String(100000 + i * 7919).slice(0, 6)}` : null,
      })),
    )
    .returning({ id: users.id, role: users.role });
  await deps.db.insert(agentProfiles).values(
    inserted
      .filter((u) => u.role === 'engaged_agent' || u.role === 'potential_agent')
      .map((u, i) => ({ userId: u.id, workGeographicLocation: ['Nakuru', 'Kisumu', 'Eldoret'][i % 3], yearsOfSalesFieldExperience: 2 + i, educationLevel: 'Diploma' })),
  );
}
