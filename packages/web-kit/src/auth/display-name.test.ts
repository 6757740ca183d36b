import { buildAdminMe, buildClientMe, buildLinguistMe } from '../testing/builders';
import { displayName } from './display-name';

const billing = { companyName: null, firstName: null, lastName: null, email: null };

describe('displayName', () => {
  it('prefers the billing company name', () => {
    const user = buildClientMe({ billing: { ...billing, companyName: 'Acme GmbH', firstName: 'Bea', lastName: 'Buyer' } });
    expect(displayName(user)).toBe('Acme GmbH');
  });

  it('uses the billing first and last name without a company', () => {
    expect(displayName(buildClientMe({ billing: { ...billing, firstName: 'Bea', lastName: 'Buyer', email: 'b@x.io' } }))).toBe(
      'Bea Buyer',
    );
    expect(displayName(buildClientMe({ billing: { ...billing, lastName: 'Buyer' } }))).toBe('Buyer');
  });

  it('uses the billing e-mail when billing has no name', () => {
    expect(displayName(buildClientMe({ billing: { ...billing, companyName: '  ', email: 'billing@acme.io' } }))).toBe(
      'billing@acme.io',
    );
  });

  it("falls back to the user's own name, then the user's e-mail", () => {
    expect(displayName(buildClientMe({ billing: null, firstName: 'Clara', lastName: 'Client' }))).toBe('Clara Client');
    expect(displayName(buildAdminMe({ firstName: 'Ada', lastName: null }))).toBe('Ada');
    expect(displayName(buildLinguistMe({ firstName: null, lastName: null, email: 'lina@example.com' }))).toBe(
      'lina@example.com',
    );
  });

  it('shows a dash when nothing is known', () => {
    expect(displayName(null)).toBe('-');
    expect(displayName(buildAdminMe({ firstName: '', lastName: null, email: '' }))).toBe('-');
  });
});
