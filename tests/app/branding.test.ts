import { describe, expect, it } from 'vitest';
import { companyLogoFor } from '@app/components/shell/branding';

describe('shell branding (spec part 1 §1)', () => {
  const logo = '/brand/seedsasa.svg';
  it('shows the company logo to its agents and company admins', () => {
    for (const role of ['potential_agent', 'engaged_agent', 'company_admin'] as const) expect(companyLogoFor({ role, companyLogoUrl: logo })).toBe(logo);
  });
  it('falls back to the default header for the platform admin, companies without a logo and signed-out users', () => {
    expect(companyLogoFor({ role: 'admin', companyLogoUrl: logo })).toBeNull();
    expect(companyLogoFor({ role: 'engaged_agent', companyLogoUrl: null })).toBeNull();
    expect(companyLogoFor(null)).toBeNull();
  });
});
