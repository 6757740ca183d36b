import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { seedLinguistBilling, setLinguistLanguages } from '../modules/linguists/index.js';
import { accountsBoundTo, createAdminAccount, createClientAccount, createLinguistAccount, type NewBillingSettings } from '../modules/users/index.js';
import { hashPassword } from '../modules/auth/index.js';
import { findLanguagesByCultures } from '../modules/reference/index.js';
import { DEMO_DEPOSIT_CENTS, seedDemoLedger } from '../modules/ledger/index.js';
import { recordDemoDeposit } from '../modules/deposits/index.js';
import { seedDemoMarketplace } from './demo-marketplace.js';
import { seedDemoLinguists } from './demo-linguists.js';
import { seedDemoMessages } from './demo-messages.js';

export const DEMO_PASSWORD = 'demo-password-1';

/** An arbitrary constant: two processes starting together seed once. */
const SEED_LOCK = 72_410_002;

async function existingCultures(wanted: string[], transaction: Transaction): Promise<string[]> {
  const found = (await findLanguagesByCultures(wanted, { transaction })).map((l) => l.culture);
  if (!found.includes('de-DE') || !found.some((c) => c.startsWith('en-'))) {
    throw new Error('Demo seed needs the reference languages de-DE and en-GB or en-US: run the migrations first');
  }
  return wanted.filter((c) => found.includes(c));
}

async function isSeeded(sequelize: Sequelize, transaction?: Transaction): Promise<boolean> {
  const rows = await sequelize.query("SELECT 1 FROM clients WHERE lower(email) = 'client@demo.test'", {
    type: QueryTypes.SELECT,
    transaction,
  });
  return rows.length > 0;
}

function verifiedBilling(fields: NewBillingSettings): NewBillingSettings {
  const checkedAt = new Date();
  return {
    legalForm: 'COMPANY',
    country: 'DE',
    legalCheckStatus: 'VALID',
    legalInfoLastCheckedAt: checkedAt,
    lastVatNumberValidationAt: checkedAt,
    ...fields,
  };
}

/**
 * Demo accounts for every role, all with the password `demo-password-1`. Runs once: skipped when
 * client@demo.test exists. The account models must be bound to `sequelize` (initModels).
 */
export async function seedDemo(sequelize: Sequelize): Promise<boolean> {
  if (!accountsBoundTo(sequelize)) throw new Error('seedDemo needs the Sequelize instance the models are bound to');
  if (await isSeeded(sequelize)) return false;
  // one hash per account: a shared salt would show that the accounts share a password
  const [clientHash, prepaidHash, writerHash, proofreaderHash, adminHash, staffHash] = await Promise.all(
    Array.from({ length: 6 }, () => hashPassword(DEMO_PASSWORD)),
  );
  return sequelize.transaction(async (transaction) => {
    await sequelize.query(`SELECT pg_advisory_xact_lock(${SEED_LOCK})`, { transaction });
    if (await isSeeded(sequelize, transaction)) return false;

    const active = { status: 'ACTIVE' as const, language: 'en' as const };
    const postpaid = await createClientAccount(
      {
        ...active,
        email: 'client@demo.test',
        passwordHash: clientHash,
        firstName: 'Carla',
        lastName: 'Schmidt',
        currency: 'EUR',
        country: 'DE',
        invoicing: 'invoice',
        vat: '0.19',
        servicesAvailable: ['copywriting', 'proofreading', 'translating', 'gpt3_topics_titles'],
        billing: verifiedBilling({
          companyName: 'Demo Postpaid GmbH',
          firstName: 'Carla',
          lastName: 'Schmidt',
          address: 'Friedrichstraße 100',
          zipcode: '10117',
          city: 'Berlin',
          euVatNumber: 'DE123456789',
          taxNumber: '30/123/45678',
          email: 'billing@demo.test',
        }),
      },
      transaction,
    );
    const prepaid = await createClientAccount(
      {
        ...active,
        email: 'prepaid@demo.test',
        passwordHash: prepaidHash,
        firstName: 'Peter',
        lastName: 'Vogel',
        currency: 'EUR',
        country: 'DE',
        invoicing: 'deposit',
        vat: '0.19',
        servicesAvailable: ['copywriting', 'proofreading'],
        billing: verifiedBilling({
          companyName: 'Demo Prepaid UG',
          firstName: 'Peter',
          lastName: 'Vogel',
          address: 'Hafenstraße 7',
          zipcode: '20459',
          city: 'Hamburg',
          euVatNumber: 'DE987654321',
          taxNumber: '42/765/43210',
          email: 'prepaid@demo.test',
        }),
      },
      transaction,
    );

    await seedDemoLedger(sequelize, transaction, { prepaidClientId: prepaid.id });
    await recordDemoDeposit(prepaid.id, DEMO_DEPOSIT_CENTS, transaction);

    const languages = await existingCultures(['de-DE', 'en-GB', 'en-US'], transaction);
    const writer = await createLinguistAccount(
      {
        ...active,
        email: 'writer@demo.test',
        passwordHash: writerHash,
        firstName: 'Wiebke',
        lastName: 'Hoffmann',
        nickname: 'wiebke_writes',
        currency: 'EUR',
        country: 'DE',
        level: 'professional',
        roles: ['copywriter'],
      },
      transaction,
    );
    await setLinguistLanguages(writer.id, languages, transaction);
    // Her credit notes need a supplier address and tax treatment, her payouts a bank account (decision 060).
    await seedLinguistBilling(
      writer.id,
      { address: 'Bergmannstraße 12', zipcode: '10961', city: 'Berlin', country: 'DE', taxNumber: '21/815/08150', taxTreatment: 'SMALL_BUSINESS' },
      { method: 'SEPA', accountHolder: 'Wiebke Hoffmann', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' },
      transaction,
    );
    const proofreader = await createLinguistAccount(
      {
        ...active,
        email: 'proofreader@demo.test',
        passwordHash: proofreaderHash,
        firstName: 'Paul',
        lastName: 'Richter',
        nickname: 'paul_proofs',
        currency: 'EUR',
        country: 'DE',
        level: 'premium',
        roles: ['proofreader'],
      },
      transaction,
    );
    await setLinguistLanguages(proofreader.id, languages, transaction);

    const admin = await createAdminAccount(
      { ...active, email: 'admin@demo.test', passwordHash: adminHash, firstName: 'Anna', lastName: 'Keller', fakturaAccess: true },
      transaction,
    );
    await createAdminAccount(
      { ...active, email: 'staff@demo.test', passwordHash: staffHash, firstName: 'Stefan', lastName: 'Wolf', fakturaAccess: false },
      transaction,
    );
    const orders = await seedDemoMarketplace(
      {
        clients: [
          { id: postpaid.id, shopProject: 'Wholesale catalogue', magazineProject: 'Trade fair magazine (German)', titleSuffix: ' (wholesale)' },
          { id: prepaid.id, shopProject: 'Coffee shop relaunch', magazineProject: 'Coffee magazine (German)', titleSuffix: '' },
        ],
        writerId: writer.id,
        proofreaderId: proofreader.id,
        adminId: admin.id,
      },
      transaction,
    );
    await seedDemoLinguists([postpaid.id, prepaid.id], writerHash, transaction);
    await seedDemoMessages(
      { postpaidClientId: postpaid.id, prepaidClientId: prepaid.id, writerId: writer.id, proofreaderId: proofreader.id, adminId: admin.id, orders },
      transaction,
    );
    return true;
  });
}
