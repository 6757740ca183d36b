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

/**
 * The ids of the clients whose staff name contains the LIKE pattern bound as `:${param}` (ESCAPE '\'), for a
 * pattern without blanks (one word of a search). Such a name contains it only where one of its columns does, so
 * the columns' trigram indexes (migration 0035) find the candidates and the name itself is then checked: the same
 * clients as `clientStaffNameSql ILIKE` over every client, without reading every client.
 */
export const clientsNamedLikeSql = (param: string) => `
  SELECT c.id FROM clients c LEFT JOIN client_billing_settings b ON b.client_id = c.id
   WHERE c.id IN (SELECT x.id FROM clients x
                   WHERE x.nickname ILIKE :${param} ESCAPE '\\' OR x.first_name ILIKE :${param} ESCAPE '\\' OR x.last_name ILIKE :${param} ESCAPE '\\'
                  UNION SELECT y.client_id FROM client_billing_settings y WHERE y.company_name ILIKE :${param} ESCAPE '\\')
     AND ${clientStaffNameSql('c', 'b')} ILIKE :${param} ESCAPE '\\'`;
