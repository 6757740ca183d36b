/**
 * How the platform names a client to staff, in every admin list: company, else full name, else nickname (never
 * the e-mail). Written once so the order lists, client lists, deposits and invoices name a client alike.
 */

/** A person's first and last name joined, or NULL when both are empty. */
export const fullNameSql = (alias: string) => `nullif(trim(concat_ws(' ', ${alias}.first_name, ${alias}.last_name)), '')`;

/** Over `clients` (alias `client`) LEFT JOINed to `client_billing_settings` (alias `billing`); NULL when none is known. */
export const clientStaffNameSql = (client = 'c', billing = 'b') =>
  `coalesce(nullif(trim(${billing}.company_name), ''), ${fullNameSql(client)}, ${client}.nickname)`;

/** How linguists meet a client on the marketplace: the nickname it chose first, else as staff name it. */
export const clientMarketNameSql = (client = 'c', billing = 'b') =>
  `coalesce(nullif(trim(${client}.nickname), ''), ${clientStaffNameSql(client, billing)}, 'Client ' || ${client}.id)`;

/** The same for a row that holds only the client's id, as a scalar subquery. */
export const clientStaffNameOfSql = (clientIdColumn: string) => `(
  SELECT ${clientStaffNameSql('c', 'b')}
  FROM clients c LEFT JOIN client_billing_settings b ON b.client_id = c.id
  WHERE c.id = ${clientIdColumn})`;
