/** The platform operator as every document names it (issuer, tax identity, where to pay). */
export interface Seller {
  name: string;
  street: string;
  zipcode: string;
  city: string;
  /** ISO 3166-1 alpha-2 */
  country: string;
  vatId: string;
  register: string;
  email: string;
  bank: { holder: string; name: string; iban: string; bic: string };
}

/**
 * The operator's legal details. Kept in code, next to the layout that prints them, because they change with
 * the company's registration, not with a deployment; a change is a reviewed commit.
 */
export const SELLER: Seller = {
  name: 'Inkwell GmbH',
  street: 'Torstraße 140',
  zipcode: '10119',
  city: 'Berlin',
  country: 'DE',
  vatId: 'DE312345678',
  register: 'Amtsgericht Berlin-Charlottenburg, HRB 212345 B',
  email: 'billing@inkwell.example',
  bank: { holder: 'Inkwell GmbH', name: 'Commerzbank Berlin', iban: 'DE89 3704 0044 0532 0130 00', bic: 'COBADEFFXXX' },
};
