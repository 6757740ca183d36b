import { QueryTypes } from 'sequelize';
import type { Migration } from '../migrate.js';

/** Documents that undo another document and must name it; a refund of balance money has no document to name. */
const CANCELLING_TYPES = "'CANCBAL_DEPOSIT', 'CANCEL_BALANCE', 'CANCEL_PAID_INV', 'CANCEL_UNPAID_I'";

/**
 * Refunds of a prepaid client's available balance (decision 014, "Refunds of balance"): who paid out how much
 * and why, next to the DEPOSIT_REFUND document and the ledger posting of the same refund.
 *
 * Migration 0011 made DEPOSIT_REFUND a document that must refer to another one. A balance is what is left of
 * many deposits after many orders, so a refund of it refers to none; a refund of one deposit still may.
 */
export const m0013BalanceRefunds: Migration = {
  name: '0013-balance-refunds',
  async up({ sequelize, transaction, sql }) {
    // 0011 left the check unnamed; PostgreSQL named it by position, so it is found by what it says.
    const checks = await sequelize.query<{ name: string }>(
      `SELECT conname AS name FROM pg_constraint
        WHERE conrelid = 'invoices'::regclass AND contype = 'c' AND pg_get_constraintdef(oid) LIKE '%= (cancels_invoice_id IS NOT NULL)%'`,
      { type: QueryTypes.SELECT, transaction },
    );
    if (checks.length !== 1) throw new Error(`Expected one check of invoices.cancels_invoice_id, found ${checks.length}`);
    await sql(`ALTER TABLE invoices DROP CONSTRAINT "${checks[0]?.name.replace(/"/g, '""')}"`);
    await sql(`
      ALTER TABLE invoices ADD CONSTRAINT invoices_reference_check
        CHECK (type = 'DEPOSIT_REFUND' OR (type IN (${CANCELLING_TYPES})) = (cancels_invoice_id IS NOT NULL))`);

    await sql(`
      CREATE TABLE balance_refunds (
        id serial PRIMARY KEY,
        client_id integer NOT NULL REFERENCES clients(id),
        amount bigint NOT NULL CHECK (amount > 0),
        currency char(3) NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
        reason text NOT NULL CHECK (length(reason) BETWEEN 1 AND 200),
        -- who recorded the transfer out
        admin_id integer NOT NULL REFERENCES admins(id),
        -- the DEPOSIT_REFUND document; one refund, one document
        invoice_id integer NOT NULL UNIQUE REFERENCES invoices(id),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await sql('CREATE INDEX balance_refunds_client_created_idx ON balance_refunds (client_id, created_at DESC, id DESC)');
  },
};
