// Scale data (issue 6, benchmark 1): 1,000,000 orders, 200,000 projects, 10,000 clients and 50,000 linguists
// in a fresh database migrated by core-api's own migrations, so every other benchmark measures the product
// against a marketplace three years old.
//
//   node bench/scale-data.mjs [--fresh] [--quick]
//
// Reusable: `ensureScaleData()` skips the load when the database already holds the expected counts (and a
// completed load recorded in bench_scale_meta); --fresh drops it first. --quick loads 2 % of the volume for
// smoke runs. DATABASE_URL names the server (the database is BENCH_SCALE_DB, default inkwell_bench_scale);
// without it an embedded PostgreSQL keeps the data in .data/bench-postgres.
//
// How it loads: accounts are shaped in JavaScript (seeded, so two loads give the same data) and sent as
// arrays; projects, orders and everything orders accumulate are made by INSERT … SELECT over
// generate_series inside PostgreSQL. During the load the loaded tables' secondary indexes, foreign keys and
// triggers (the ledger's deferred balance check among them) are set aside and then put back: PostgreSQL
// re-validates every foreign key when it is re-added, and the ledger's invariants are checked set-wise at the
// end, so nothing the API relies on is taken on trust.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import pg from 'pg';
import { ROOT, dropDatabase, ensureDatabase } from '../scripts/stack.mjs';
import { benchServer, databaseUrl } from './support/bench-postgres.mjs';
import { BENCH_SERVICE_ENV } from './support/core-session.mjs';
import {
  FIRST_NAMES,
  LAST_NAMES,
  PROJECT_TOPICS,
  TITLE_KINDS,
  TITLE_SUBJECTS,
  apportion,
  companyName,
  nickname,
  permutation,
  pick,
  seededRandom,
  weighted,
} from './support/random.mjs';

/** Raised whenever the loaded data changes shape, so an older load is reloaded rather than measured. 2: the talent community. */
const LOAD_SHAPE = 3;

export const FULL_SCALE = { clients: 10_000, linguists: 50_000, projects: 200_000, orders: 1_000_000 };
const QUICK_FACTOR = 0.02;
export const QUICK_SCALE = Object.fromEntries(Object.entries(FULL_SCALE).map(([k, v]) => [k, Math.round(v * QUICK_FACTOR)]));

/** Every bench account signs in with this password. */
export const BENCH_PASSWORD = 'bench-password-1';
export const BENCH_ADMIN_EMAIL = 'admin@bench.inkwell.test';
const SEED = 20_250_601;
const YEARS = 3;
const DAY_MS = 86_400_000;

/** The heavy client the latency benchmark signs in as has about this many orders (at full scale). */
const HEAVY_CLIENT_ORDERS = 5000;

const LOADED_TABLES = [
  'clients',
  'linguist_notes',
  'linguist_interests',
  'linguist_stats',
  'client_billing_settings',
  'linguists',
  'linguist_languages',
  'linguist_groups',
  'linguist_group_members',
  'client_linguist_relations',
  'projects',
  'orders',
  'order_revisions',
  'order_history',
  'order_texts',
  'billing_positions',
  'ledger_accounts',
  'ledger_transactions',
  'ledger_entries',
];

/** Share of orders (and of linguists' native languages) per culture; every other culture shares the rest. */
const ORDER_LANGUAGE_WEIGHTS = {
  'de-DE': 34, 'en-US': 11, 'en-GB': 9, 'fr-FR': 8, 'it-IT': 6, 'es-ES': 6, 'nl-NL': 4, 'de-AT': 4, 'de-CH': 3, 'pl-PL': 2,
  'pt-BR': 1.5, 'pt-PT': 1, 'sv-SE': 1, 'da-DK': 1, 'fr-CH': 1, 'fr-BE': 0.8, 'es-MX': 0.8, 'nl-BE': 0.7, 'it-CH': 0.5, 'cs-CZ': 0.5,
};
const OTHER_LANGUAGE_WEIGHT = 0.1;
const LEVEL_WEIGHTS = [['simple', 0.1], ['good', 0.3], ['professional', 0.35], ['premium', 0.2], ['excellent', 0.05]];
const LINGUIST_LEVEL_WEIGHTS = [['simple', 0.15], ['good', 0.35], ['professional', 0.3], ['premium', 0.15], ['excellent', 0.05]];
const COUNTRY_OF_EUR_CLIENT = [['DE', 0.62], ['AT', 0.12], ['FR', 0.1], ['IT', 0.08], ['NL', 0.08]];
const PRIMARY_CULTURE = { DE: 'de-DE', AT: 'de-AT', FR: 'fr-FR', IT: 'it-IT', NL: 'nl-NL', US: 'en-US', GB: 'en-GB' };
const INTERFACE_LANGUAGE = { DE: 'de', AT: 'de', FR: 'fr', IT: 'it' };

export function scaleDatabaseName(quick) {
  const base = process.env.BENCH_SCALE_DB ?? 'inkwell_bench_scale';
  return quick ? `${base}_quick` : base;
}

function seconds(ms) {
  return Math.round(ms / 100) / 10;
}

// ---------------------------------------------------------------------------------------------------------
// Accounts, shaped in JavaScript

function makeClients(scale, random, ref, windowStart, now) {
  const n = scale.clients;
  const ranks = permutation(random, n).map((r) => r + 1);
  // Orders per client follow a power law: a few agencies order tens of thousands, most clients a few dozen.
  const orderCounts = apportion(scale.orders, ranks.map((r) => r ** -0.8), 1);
  const projectCounts = apportion(scale.projects, orderCounts, 1);
  const currencyOf = weighted(random, [['EUR', 0.8], ['USD', 0.12], ['GBP', 0.08]]);
  const eurCountry = weighted(random, COUNTRY_OF_EUR_CLIENT);
  const groupCut = Math.round(n * 0.2);
  const proofreadingGroupCut = Math.round(n * 0.06);
  const clients = [];
  let groupId = 0;
  for (let i = 0; i < n; i++) {
    const id = i + 1;
    const rank = ranks[i];
    const currency = currencyOf();
    const country = currency === 'USD' ? 'US' : currency === 'GBP' ? 'GB' : eurCountry();
    const primary = country === 'AT' && random() < 0.5 ? 'de-DE' : PRIMARY_CULTURE[country];
    // Big accounts are older: they had time to grow.
    const activeFrom = new Date(windowStart.getTime() + (now - windowStart) * (rank <= n / 100 ? 0.3 : 0.9) * random());
    const company = rank <= n / 10 || random() < 0.72;
    clients.push({
      id,
      rank,
      email: `client${id}@bench.inkwell.test`,
      status: random() < 0.97 ? 'ACTIVE' : 'CLOSED_BY_USER',
      firstName: pick(random, FIRST_NAMES),
      lastName: pick(random, LAST_NAMES),
      language: INTERFACE_LANGUAGE[country] ?? 'en',
      currency,
      currencyId: ref.currencyIds[currency],
      country,
      // the countries catalogue holds the EU and the UK; other clients leave it empty, as the sign-up allows
      countryCode: ref.countries.has(country) ? country : null,
      vat: country === 'DE' ? '0.19' : '0',
      prepaid: random() >= (rank <= n / 100 ? 0.5 : 0.25),
      primaryLanguageId: ref.languageIds[primary],
      activeFrom,
      createdAt: new Date(activeFrom.getTime() - random() * 30 * DAY_MS),
      orderCount: orderCounts[i],
      projectCount: projectCounts[i],
      company: company ? companyName(random, country) : null,
      writerGroupId: rank <= groupCut ? ++groupId : null,
      proofreadingGroupId: null,
    });
  }
  for (const c of clients) if (c.rank <= proofreadingGroupCut) c.proofreadingGroupId = ++groupId;
  return clients;
}

function makeLinguists(scale, random, ref, windowStart, now) {
  const cultures = Object.keys(ref.languageIds);
  const native = weighted(random, cultures.map((c) => [c, ORDER_LANGUAGE_WEIGHTS[c] ?? OTHER_LANGUAGE_WEIGHT]));
  const second = weighted(random, [['en-GB', 4], ['en-US', 4], ['de-DE', 3], ['fr-FR', 2], ['es-ES', 2], ['it-IT', 1]]);
  const level = weighted(random, LINGUIST_LEVEL_WEIGHTS);
  const currency = weighted(random, [['EUR', 0.85], ['USD', 0.08], ['GBP', 0.07]]);
  const activity = permutation(random, scale.linguists);
  // Every language gets a few active writers and proofreaders first, so no order language is left without.
  const guaranteed = cultures.length * Math.max(2, Math.round(10 * (scale.linguists / FULL_SCALE.linguists) * 5));
  const linguists = [];
  const languages = [];
  for (let i = 0; i < scale.linguists; i++) {
    const id = i + 1;
    const first = i < guaranteed ? cultures[i % cultures.length] : native();
    const spoken = new Set([first]);
    if (random() < 0.35) spoken.add(second());
    if (random() < 0.08) spoken.add(native());
    const roles = i < guaranteed ? ['copywriter', 'proofreader'] : [];
    if (i >= guaranteed) {
      if (random() < 0.9) roles.push('copywriter');
      if (random() < 0.35) roles.push('proofreader');
      if (random() < 0.1) roles.push('translator');
      if (!roles.length) roles.push('copywriter');
    }
    const services = [...new Set(roles.map((r) => (r === 'proofreader' ? 'proofreading' : r === 'translator' ? 'translating' : 'copywriting')))];
    const region = first.split('-')[1];
    const u = random();
    linguists.push({
      id,
      email: `linguist${id}@bench.inkwell.test`,
      status: i < guaranteed || u < 0.85 ? 'ACTIVE' : u < 0.9 ? 'PENDING_ACTIVATION' : 'CLOSED_BY_USER',
      firstName: pick(random, FIRST_NAMES),
      lastName: pick(random, LAST_NAMES),
      nickname: nickname(random, id),
      language: INTERFACE_LANGUAGE[region] ?? 'en',
      currencyId: ref.currencyIds[currency()],
      country: ref.countries.has(region) ? region : null,
      level: level(),
      roles: `{${roles.join(',')}}`,
      services: `{${services.join(',')}}`,
      activity: activity[i],
      createdAt: new Date(windowStart.getTime() - 180 * DAY_MS * random() + (now - windowStart) * 0.9 * random()),
    });
    for (const culture of spoken) languages.push([id, ref.languageIds[culture]]);
  }
  return { linguists, languages };
}

// ---------------------------------------------------------------------------------------------------------
// The load

async function referenceData(db) {
  const languages = await db.query('SELECT id, culture FROM languages');
  const currencies = await db.query('SELECT id, iso4217 FROM currencies');
  const countries = await db.query('SELECT code FROM countries');
  const briefings = await db.query('SELECT id FROM briefings WHERE client_id IS NULL ORDER BY id');
  return {
    languageIds: Object.fromEntries(languages.rows.map((r) => [r.culture, r.id])),
    currencyIds: Object.fromEntries(currencies.rows.map((r) => [r.iso4217.trim(), r.id])),
    countries: new Set(countries.rows.map((r) => r.code)),
    systemBriefingIds: briefings.rows.map((r) => r.id),
  };
}

/** Secondary indexes, foreign keys, non-key unique constraints and triggers of the loaded tables, set aside. */
async function setAside(db) {
  const tables = LOADED_TABLES;
  const foreignKeys = (
    await db.query(
      `SELECT conrelid::regclass::text AS tbl, conname AS name, pg_get_constraintdef(oid) AS def
         FROM pg_constraint
        WHERE contype = 'f' AND connamespace = 'public'::regnamespace AND conrelid::regclass::text = ANY($1)`,
      [tables],
    )
  ).rows;
  for (const fk of foreignKeys) await db.query(`ALTER TABLE ${fk.tbl} DROP CONSTRAINT ${fk.name}`);
  const uniques = (
    await db.query(
      `SELECT k.conrelid::regclass::text AS tbl, k.conname AS name, pg_get_constraintdef(k.oid) AS def
         FROM pg_constraint k
        WHERE k.contype = 'u' AND k.connamespace = 'public'::regnamespace AND k.conrelid::regclass::text = ANY($1)
          AND NOT EXISTS (SELECT 1 FROM pg_constraint f WHERE f.contype = 'f' AND f.conindid = k.conindid)`,
      [tables],
    )
  ).rows;
  for (const u of uniques) await db.query(`ALTER TABLE ${u.tbl} DROP CONSTRAINT ${u.name}`);
  const indexes = (
    await db.query(
      `SELECT t.relname AS tbl, i.relname AS name, pg_get_indexdef(x.indexrelid) AS def
         FROM pg_index x JOIN pg_class t ON t.oid = x.indrelid JOIN pg_class i ON i.oid = x.indexrelid
        WHERE t.relnamespace = 'public'::regnamespace AND t.relname = ANY($1)
          AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = x.indexrelid)`,
      [tables],
    )
  ).rows;
  for (const ix of indexes) await db.query(`DROP INDEX ${ix.name}`);
  for (const t of tables) await db.query(`ALTER TABLE ${t} DISABLE TRIGGER USER`);
  return { foreignKeys, uniques, indexes };
}

async function hasTable(db, name) {
  return (await db.query('SELECT to_regclass($1) IS NOT NULL AS present', [name])).rows[0].present;
}

async function putBack(db, aside, time) {
  await time('indexes and unique constraints', async () => {
    for (const u of aside.uniques) await db.query(`ALTER TABLE ${u.tbl} ADD CONSTRAINT ${u.name} ${u.def}`);
    for (const ix of aside.indexes) await db.query(ix.def);
  });
  // Re-adding a foreign key makes PostgreSQL check every row against it: the load is validated, not trusted.
  await time('foreign keys (re-validated)', async () => {
    for (const fk of aside.foreignKeys) await db.query(`ALTER TABLE ${fk.tbl} ADD CONSTRAINT ${fk.name} ${fk.def}`);
  });
  for (const t of LOADED_TABLES) await db.query(`ALTER TABLE ${t} ENABLE TRIGGER USER`);
  // order_status_counts is kept by triggers on orders, which were off during the load
  if (await hasTable(db, 'order_status_counts')) {
    await time('order_status_counts', async () => {
      await db.query('DELETE FROM order_status_counts');
      return db.query('INSERT INTO order_status_counts (status, language_id, orders) SELECT status, language_id, count(*) FROM orders GROUP BY 1, 2');
    });
  }
  // the admin dashboard's daily figures (migration 0039) are kept by triggers on orders too
  if (await hasTable(db, 'order_daily_stats')) {
    await time('order_daily_stats', () => db.query('SELECT order_daily_stats_rebuild()'));
  }
  // and so are the linguists each client worked with (migration 0064)
  if (await hasTable(db, 'client_linguist_orders')) {
    // read by index only: the load's last step vacuums it with every other table, marking its pages all-visible
    await time('client_linguist_orders', () => db.query('SELECT client_linguist_orders_rebuild()'));
  }
  // a picker's answer is kept while its client's projects keep their version (migration 0066), given by triggers on projects
  if (await hasTable(db, 'client_project_versions')) {
    await time('client_project_versions', () =>
      db.query(`INSERT INTO client_project_versions (client_id, version)
                SELECT c.client_id, nextval('client_project_version_seq') FROM (SELECT DISTINCT client_id FROM projects ORDER BY client_id) c
                ON CONFLICT (client_id) DO UPDATE SET version = EXCLUDED.version`),
    );
  }
  for (const t of LOADED_TABLES) {
    const { rows } = await db.query("SELECT pg_get_serial_sequence($1, 'id') AS seq", [t]).catch(() => ({ rows: [] }));
    if (rows[0]?.seq) await db.query(`SELECT setval($1, greatest((SELECT max(id) FROM ${t}), 1))`, [rows[0].seq]);
  }
}

async function loadAccounts(db, scale, ref, windowStart, now, passwordHash, time) {
  const random = seededRandom(SEED);
  const clients = makeClients(scale, random, ref, windowStart, now);
  const { linguists, languages } = makeLinguists(scale, random, ref, windowStart, now);
  const col = (list, key) => list.map((x) => x[key]);

  await time('clients', () =>
    db.query(
      `INSERT INTO clients (id, email, password_hash, status, first_name, last_name, language, currency_id, country, invoicing, vat,
                            services_available, created_at, updated_at)
       SELECT id, email, $2, status, first_name, last_name, language, currency_id, country,
              CASE WHEN prepaid THEN 'deposit' ELSE 'invoice' END, vat, '{copywriting,proofreading}', created_at, created_at
         FROM unnest($1::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::int[], $9::text[], $10::boolean[], $11::numeric[], $12::timestamptz[])
              AS t(id, email, status, first_name, last_name, language, currency_id, country, prepaid, vat, created_at)`,
      [
        col(clients, 'id'), passwordHash, col(clients, 'email'), col(clients, 'status'), col(clients, 'firstName'), col(clients, 'lastName'),
        col(clients, 'language'), col(clients, 'currencyId'), col(clients, 'countryCode'), col(clients, 'prepaid'), col(clients, 'vat'), col(clients, 'createdAt'),
      ],
    ),
  );
  await time('client_billing_settings', () =>
    db.query(
      `INSERT INTO client_billing_settings (client_id, company_name, legal_form, first_name, last_name, address, zipcode, city, country, email,
                                            legal_check_status, created_at, updated_at)
       SELECT c.id, b.company, CASE WHEN b.company IS NULL THEN 'PRIVATE' ELSE 'COMPANY' END, c.first_name, c.last_name,
              'Hauptstraße ' || (c.id % 200 + 1), lpad((10000 + c.id * 7 % 89999)::text, 5, '0'), 'Berlin', c.country, c.email, 'VALID', c.created_at, c.created_at
         FROM unnest($1::int[], $2::text[]) AS b(id, company) JOIN clients c ON c.id = b.id`,
      [col(clients, 'id'), col(clients, 'company')],
    ),
  );
  await time('linguists', () =>
    db.query(
      `INSERT INTO linguists (id, email, password_hash, status, first_name, last_name, nickname, language, currency_id, country, level, roles,
                              services_available, created_at, updated_at)
       SELECT id, email, $2, status, first_name, last_name, nickname, language, currency_id, country, level, roles::text[], services::text[], created_at, created_at
         FROM unnest($1::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::int[], $10::text[], $11::text[], $12::text[],
                     $13::text[], $14::timestamptz[])
              AS t(id, email, status, first_name, last_name, nickname, language, currency_id, country, level, roles, services, created_at)`,
      [
        col(linguists, 'id'), passwordHash, col(linguists, 'email'), col(linguists, 'status'), col(linguists, 'firstName'), col(linguists, 'lastName'),
        col(linguists, 'nickname'), col(linguists, 'language'), col(linguists, 'currencyId'), col(linguists, 'country'), col(linguists, 'level'),
        col(linguists, 'roles'), col(linguists, 'services'), col(linguists, 'createdAt'),
      ],
    ),
  );
  await time('linguist_languages', () =>
    db.query('INSERT INTO linguist_languages (linguist_id, language_id) SELECT * FROM unnest($1::int[], $2::int[])', [
      languages.map((l) => l[0]),
      languages.map((l) => l[1]),
    ]),
  );
  await db.query(
    `INSERT INTO admins (email, password_hash, status, first_name, last_name, faktura_access)
     VALUES ($1, $2, 'ACTIVE', 'Bench', 'Admin', true) ON CONFLICT DO NOTHING`,
    [BENCH_ADMIN_EMAIL, passwordHash],
  );

  // What the SQL below needs about each account, as temporary tables.
  await db.query(
    `CREATE TEMP TABLE g_clients AS
     SELECT * FROM unnest($1::int[], $2::int[], $3::int[], $4::int[], $5::boolean[], $6::text[], $7::numeric[], $8::int[], $9::timestamptz[],
                          $10::int[], $11::int[])
              AS t(id, rank, order_count, project_count, prepaid, currency, vat, primary_language_id, active_from, writer_group_id, proofreading_group_id)`,
    [
      col(clients, 'id'), col(clients, 'rank'), col(clients, 'orderCount'), col(clients, 'projectCount'), col(clients, 'prepaid'),
      col(clients, 'currency'), col(clients, 'vat'), col(clients, 'primaryLanguageId'), col(clients, 'activeFrom'), col(clients, 'writerGroupId'),
      col(clients, 'proofreadingGroupId'),
    ],
  );
  await db.query('CREATE TEMP TABLE g_activity AS SELECT * FROM unnest($1::int[], $2::int[]) AS t(id, activity)', [col(linguists, 'id'), col(linguists, 'activity')]);
  await db.query('ANALYZE g_clients');
  await db.query('ANALYZE g_activity');
  return clients;
}

/**
 * Who may write or proofread what: per language (and level), active linguists ranked by how busy they are, so
 * an order picks its linguist with a skew towards the busiest, as on a real marketplace.
 */
async function linguistPools(db) {
  for (const [name, roles] of [
    ['g_writers', "l.roles && '{copywriter,translator}'"],
    ['g_proofreaders', "l.roles @> '{proofreader}'"],
  ]) {
    await db.query(`
      CREATE TEMP TABLE ${name} AS
      SELECT ll.language_id, lv.rank AS level_rank, l.id AS linguist_id,
             row_number() OVER (PARTITION BY ll.language_id, lv.rank ORDER BY a.activity) - 1 AS idx,
             row_number() OVER (PARTITION BY ll.language_id ORDER BY a.activity) - 1 AS any_idx
        FROM linguists l
        JOIN linguist_languages ll ON ll.linguist_id = l.id
        JOIN levels lv ON lv.code = l.level
        JOIN g_activity a ON a.id = l.id
       WHERE l.status = 'ACTIVE' AND ${roles}`);
    await db.query(`CREATE TEMP TABLE ${name}_n AS SELECT language_id, level_rank, count(*)::int AS n FROM ${name} GROUP BY 1, 2`);
    await db.query(`CREATE TEMP TABLE ${name}_any AS SELECT language_id, count(*)::int AS n FROM ${name} GROUP BY 1`);
    await db.query(`CREATE INDEX ON ${name} (language_id, level_rank, idx)`);
    await db.query(`CREATE INDEX ON ${name} (language_id, any_idx)`);
    // temporary tables are never analysed automatically; the joins below need their sizes
    for (const t of [name, `${name}_n`, `${name}_any`]) await db.query(`ANALYZE ${t}`);
  }
}

async function loadGroupsAndRelations(db, ref, time) {
  await time('linguist groups and members', async () => {
    await db.query(`
      INSERT INTO linguist_groups (id, client_id, name, type, created_at, updated_at)
      SELECT writer_group_id, id, 'Core writers', 'copywriting', active_from, active_from FROM g_clients WHERE writer_group_id IS NOT NULL
      UNION ALL
      SELECT proofreading_group_id, id, 'Trusted proofreaders', 'proofreading', active_from, active_from FROM g_clients WHERE proofreading_group_id IS NOT NULL`);
    // 8–25 members each, busy linguists of the client's main language first. The draws are materialised before
    // the lookup: a random() the planner sees as constant per language would give every group one member.
    const members = await db.query(`
      WITH picks AS MATERIALIZED (
        SELECT g.id AS group_id, g.type, g.created_at, c.primary_language_id AS language_id,
               floor(CASE g.type WHEN 'copywriting' THEN wn.n ELSE pn.n END * random() ^ 1.5)::int AS idx
          FROM linguist_groups g
          JOIN g_clients c ON c.id = g.client_id
          JOIN g_writers_any wn ON wn.language_id = c.primary_language_id
          JOIN g_proofreaders_any pn ON pn.language_id = c.primary_language_id
          CROSS JOIN LATERAL generate_series(1, CASE g.type WHEN 'copywriting' THEN 8 + g.id * 7919 % 18 ELSE 5 + g.id * 7919 % 10 END) AS k
      )
      INSERT INTO linguist_group_members (group_id, linguist_id, created_at)
      SELECT DISTINCT ON (p.group_id, coalesce(w.linguist_id, r.linguist_id)) p.group_id, coalesce(w.linguist_id, r.linguist_id), p.created_at
        FROM picks p
        LEFT JOIN g_writers w ON p.type = 'copywriting' AND w.language_id = p.language_id AND w.any_idx = p.idx
        LEFT JOIN g_proofreaders r ON p.type = 'proofreading' AND r.language_id = p.language_id AND r.any_idx = p.idx
       WHERE coalesce(w.linguist_id, r.linguist_id) IS NOT NULL`);
    await db.query(`
      CREATE TEMP TABLE g_members AS
      SELECT group_id, linguist_id, row_number() OVER (PARTITION BY group_id ORDER BY linguist_id) - 1 AS idx FROM linguist_group_members`);
    await db.query('CREATE TEMP TABLE g_members_n AS SELECT group_id, count(*)::int AS n FROM g_members GROUP BY 1');
    await db.query('CREATE INDEX ON g_members (group_id, idx)');
    await db.query('ANALYZE g_members_n');
    await db.query('ANALYZE g_members');
    return members;
  });
  await time('client_linguist_relations', () =>
    db.query(`
      WITH picks AS MATERIALIZED (
        SELECT c.id AS client_id, c.primary_language_id AS language_id, c.active_from, k,
               floor(n.n * random() ^ 2)::int AS idx, random() AS r_relation, random() AS r_at
          FROM g_clients c
          JOIN g_writers_any n ON n.language_id = c.primary_language_id
          CROSS JOIN LATERAL generate_series(1, 1 + c.id * 31 % 39) AS k
      )
      INSERT INTO client_linguist_relations (client_id, linguist_id, relation, created_at)
      SELECT DISTINCT ON (p.client_id, w.linguist_id) p.client_id, w.linguist_id,
             CASE WHEN p.k <= 2 AND p.r_relation < 0.3 THEN 'BLOCKED' ELSE 'BOOKMARKED' END,
             p.active_from + ($1::timestamptz - p.active_from) * p.r_at
        FROM picks p JOIN g_writers w ON w.language_id = p.language_id AND w.any_idx = p.idx`, [ref.now]),
  );
}

async function loadProjects(db, ref, time) {
  const weights = Object.entries(ref.languageIds).map(([culture, id]) => [id, ORDER_LANGUAGE_WEIGHTS[culture] ?? OTHER_LANGUAGE_WEIGHT]);
  // 1000 slots filled by weight: a uniform pick of a slot is a weighted pick of a language
  const total = weights.reduce((s, [, w]) => s + w, 0);
  const slots = weights.flatMap(([id, w]) => Array(Math.max(1, Math.round((w / total) * 1000))).fill(id));
  await time('projects', async () => {
    // A client's projects split its order history into consecutive stretches of time: project k holds the
    // orders that follow it, so a project is always created before its orders.
    await db.query(
      `CREATE TEMP TABLE g_projects AS
       SELECT row_number() OVER (ORDER BY t.created_at, t.client_id, t.k) AS id, t.*
         FROM (
           SELECT c.id AS client_id, k,
                  CASE WHEN random() < 0.7 THEN c.primary_language_id ELSE ($1::int[])[1 + floor(random() * cardinality($1::int[]))::int] END AS language_id,
                  c.active_from + ($2::timestamptz - c.active_from) * sqrt(ceil(k::numeric * c.order_count / c.project_count) / c.order_count)::float8
                    - random() * interval '1 day' AS created_at,
                  random() AS r_name, random() AS r_extra
             FROM g_clients c CROSS JOIN LATERAL generate_series(0, c.project_count - 1) AS k
         ) t`,
      [slots, ref.now],
    );
    await db.query('CREATE INDEX ON g_projects (client_id, k)');
    await db.query('ANALYZE g_projects');
    return db.query(
      `INSERT INTO projects (id, client_id, name, language_id, purchase_order, external_id, deadline_at, created_at, updated_at)
       SELECT id, client_id,
              ($1::text[])[1 + floor(r_name * cardinality($1::text[]))::int] || ' ' || to_char(created_at, 'YYYY') || ' #' || (k + 1),
              language_id,
              CASE WHEN r_extra < 0.15 THEN 'PO-' || (100000 + id) END,
              CASE WHEN r_extra > 0.8 THEN 'EXT-' || id END,
              CASE WHEN r_extra BETWEEN 0.5 AND 0.55 THEN created_at + interval '14 days' END,
              created_at, created_at
         FROM g_projects ORDER BY id`,
      [PROJECT_TOPICS],
    );
  });
}

const ORDER_STATUS_BY_AGE = `
  CASE
    WHEN x.age_days < 1 THEN CASE WHEN a.r_status < 0.40 THEN 'open' WHEN a.r_status < 0.72 THEN 'processing_cw' WHEN a.r_status < 0.76 THEN 'ready_for_pr'
      WHEN a.r_status < 0.79 THEN 'processing_pr' WHEN a.r_status < 0.90 THEN 'ready_for_client' WHEN a.r_status < 0.95 THEN 'canceled' ELSE 'accepted' END
    WHEN x.age_days < 4 THEN CASE WHEN a.r_status < 0.08 THEN 'open' WHEN a.r_status < 0.25 THEN 'processing_cw' WHEN a.r_status < 0.28 THEN 'ready_for_pr'
      WHEN a.r_status < 0.31 THEN 'processing_pr' WHEN a.r_status < 0.50 THEN 'ready_for_client' WHEN a.r_status < 0.53 THEN 'in_revision'
      WHEN a.r_status < 0.535 THEN 'rejection_requested' WHEN a.r_status < 0.60 THEN 'canceled' ELSE 'accepted' END
    WHEN x.age_days < 30 THEN CASE WHEN a.r_status < 0.012 THEN 'open' WHEN a.r_status < 0.016 THEN 'ready_for_pr' WHEN a.r_status < 0.02 THEN 'in_revision'
      WHEN a.r_status < 0.022 THEN 'rejection_requested' WHEN a.r_status < 0.15 THEN 'canceled' WHEN a.r_status < 0.153 THEN 'rejected' ELSE 'accepted' END
    ELSE CASE WHEN a.r_status < 0.001 THEN 'open' WHEN a.r_status < 0.16 THEN 'canceled' WHEN a.r_status < 0.166 THEN 'rejected' ELSE 'accepted' END
  END`;

const MIN_WORDS = `
  CASE WHEN a.r_words < 0.08 THEN 150 WHEN a.r_words < 0.20 THEN 200 WHEN a.r_words < 0.30 THEN 250 WHEN a.r_words < 0.48 THEN 300
       WHEN a.r_words < 0.63 THEN 400 WHEN a.r_words < 0.78 THEN 500 WHEN a.r_words < 0.86 THEN 600 WHEN a.r_words < 0.93 THEN 800
       WHEN a.r_words < 0.98 THEN 1000 ELSE 1500 END`;

/** Gross minor units at `words`: net = round(words × rate × 100), tax = round(net × vat); half-up like pricing.service. */
const grossAt = (words) => `(round(${words} * b.rate * 100) + round(round(${words} * b.rate * 100) * b.vat))::bigint`;

async function loadOrders(db, ref, time) {
  const levelSlots = LEVEL_WEIGHTS.flatMap(([code, w]) => Array(Math.round(w * 100)).fill(code));
  {
    // Stage 1: where each order belongs and when it was created, with the random draws the later stages use.
    // Within a client, order j's time grows with j (sqrt: the business grows), so projects follow in order.
    await time('orders: placed in projects', () => db.query(
      `CREATE TEMP TABLE g_oa AS
       SELECT c.id AS client_id, j, p.id AS project_id, p.language_id, c.prepaid, c.currency, c.vat,
              c.primary_language_id, c.writer_group_id AS client_writer_group, c.proofreading_group_id AS client_proofreading_group,
              c.active_from + ($1::timestamptz - c.active_from) * sqrt((j + random()) / c.order_count) AS created_at,
              random() AS r_status, random() AS r_type, random() AS r_pr, random() AS r_pr_group, random() AS r_level, random() AS r_words,
              random() AS r_range, random() AS r_days, random() AS r_wrank, random() AS r_wpos, random() AS r_ppos, random() AS r_rev,
              random() AS r_final, random() AS r_anchor, random() AS r_fwords, random() AS r_draft, random() AS r_misc, random() AS r_title1,
              random() AS r_title2, random() AS r_resv,
              random() AS e1, random() AS e2, random() AS e3, random() AS e4, random() AS e5, random() AS e6, random() AS e7, random() AS e8,
              random() AS e9
         FROM g_clients c
         CROSS JOIN LATERAL generate_series(0, c.order_count - 1) AS j
         JOIN g_projects p ON p.client_id = c.id AND p.k = (j::bigint * c.project_count) / c.order_count`,
      [ref.now],
    ));
    await db.query('ANALYZE g_oa');

    // Stage 2: what was ordered and how far it got. Ids follow creation time, as a serial column would.
    await time('orders: how far they got', () => db.query(
      `CREATE TEMP TABLE g_ob AS
       SELECT row_number() OVER (ORDER BY a.created_at, a.client_id, a.j) AS id, a.*,
              x.age_days, x.pr, x.level_code, lv.rank AS level_rank, x.min_words,
              CASE WHEN a.r_type >= 0.92 THEN 'DO'
                   WHEN a.client_writer_group IS NOT NULL AND a.language_id = a.primary_language_id AND a.r_type < 0.35 THEN 'GO'
                   ELSE 'OO' END AS type,
              CASE WHEN NOT x.pr AND s.raw = 'ready_for_pr' THEN 'ready_for_client'
                   WHEN NOT x.pr AND s.raw = 'processing_pr' THEN 'processing_cw'
                   ELSE s.raw END AS status
         FROM g_oa a
         CROSS JOIN LATERAL (
           SELECT extract(epoch FROM ($1::timestamptz - a.created_at)) / 86400 AS age_days, a.r_pr < 0.25 AS pr,
                  ($2::text[])[1 + floor(a.r_level * cardinality($2::text[]))::int] AS level_code, ${MIN_WORDS} AS min_words
         ) x
         CROSS JOIN LATERAL (SELECT ${ORDER_STATUS_BY_AGE} AS raw) s
         JOIN levels lv ON lv.code = x.level_code`,
      [ref.now, levelSlots],
    ));
    await db.query('DROP TABLE g_oa');
    await db.query('ANALYZE g_ob');

    // Stage 3: which steps happened (p1..p10), and which position in each linguist pool the order draws. The
    // positions are plain columns so that stage 4 looks the linguists up by equality alone (hash joins).
    await time('orders: steps', () => db.query(`
      CREATE TEMP TABLE g_oc AS
      SELECT b.*, f.*,
             (f.p1::int + f.p2::int + f.p3::int + f.p4::int + f.p5::int + f.p6::int + f.p7::int + f.p8::int + f.p9::int + f.p10::int) AS m,
             floor(wn.n * b.r_wpos ^ 2)::int AS w_idx,
             floor(wan.n * b.r_wpos ^ 2)::int AS wa_idx,
             floor(gmn.n * b.r_wpos)::int AS gm_idx,
             floor(pn.n * b.r_ppos ^ 2)::int AS p_idx,
             floor(pan.n * b.r_ppos ^ 2)::int AS pa_idx,
             (floor(pan.n * b.r_ppos ^ 2)::int + 1) % pan.n AS pa2_idx,
             floor(pmn.n * b.r_ppos)::int AS pm_idx
        FROM (
          SELECT g.*,
                 CASE WHEN g.pr THEN CASE WHEN g.client_proofreading_group IS NOT NULL AND g.r_pr_group < 0.4 THEN 'group' ELSE 'open' END END AS pr_assignment,
                 g.status IN ('in_revision', 'rejection_requested', 'rejected') OR (g.status IN ('accepted', 'ready_for_client') AND g.r_rev < 0.06) AS rev,
                 g.status = 'canceled' AND g.r_final < 0.85 AS canceled_open,
                 CASE WHEN g.r_wrank < 0.7 OR g.level_rank = 5 THEN g.level_rank ELSE g.level_rank + 1 + floor((g.r_wrank - 0.7) / 0.3 * (5 - g.level_rank))::int END AS writer_rank
            FROM g_ob g
        ) b
        CROSS JOIN LATERAL (
          SELECT b.status NOT IN ('open') AND NOT b.canceled_open AS p1,
                 b.status IN ('ready_for_pr', 'processing_pr', 'ready_for_client', 'in_revision', 'rejection_requested', 'accepted', 'rejected') AS p2,
                 b.pr AND b.status IN ('processing_pr', 'ready_for_client', 'in_revision', 'rejection_requested', 'accepted', 'rejected') AS p3,
                 b.pr AND b.status IN ('ready_for_client', 'in_revision', 'rejection_requested', 'accepted', 'rejected') AS p4,
                 b.rev AND b.status IN ('ready_for_client', 'in_revision', 'rejection_requested', 'accepted', 'rejected') AS p5,
                 b.rev AND b.status IN ('ready_for_client', 'rejection_requested', 'accepted', 'rejected') AS p6,
                 b.rev AND b.pr AND b.status IN ('ready_for_client', 'rejection_requested', 'accepted', 'rejected') AS p7,
                 b.rev AND b.pr AND b.status IN ('ready_for_client', 'rejection_requested', 'accepted', 'rejected') AS p8,
                 b.status IN ('accepted', 'canceled', 'rejection_requested', 'rejected') AS p9,
                 b.status = 'rejected' AS p10
        ) f
        LEFT JOIN g_writers_n wn ON wn.language_id = b.language_id AND wn.level_rank = b.writer_rank
        LEFT JOIN g_writers_any wan ON wan.language_id = b.language_id
        LEFT JOIN g_members_n gmn ON gmn.group_id = b.client_writer_group AND b.type = 'GO'
        LEFT JOIN g_proofreaders_n pn ON pn.language_id = b.language_id AND pn.level_rank = b.writer_rank
        LEFT JOIN g_proofreaders_any pan ON pan.language_id = b.language_id
        LEFT JOIN g_members_n pmn ON pmn.group_id = b.client_proofreading_group AND b.pr_assignment = 'group'`));
    await db.query('DROP TABLE g_ob');
    await db.query('ANALYZE g_oc');

    await time('orders: linguists and prices', () => db.query(`
      CREATE TEMP TABLE g_od AS
      SELECT b.*,
             CASE WHEN b.type = 'GO' THEN coalesce(gm.linguist_id, w.linguist_id, wa.linguist_id) ELSE coalesce(w.linguist_id, wa.linguist_id) END AS writer_pick,
             coalesce(w.linguist_id, wa.linguist_id) AS direct_pick,
             CASE WHEN b.pr_assignment = 'group' THEN coalesce(pm.linguist_id, p.linguist_id, pa.linguist_id)
                  WHEN coalesce(p.linguist_id, pa.linguist_id) IS DISTINCT FROM (CASE WHEN b.type = 'GO' THEN coalesce(gm.linguist_id, w.linguist_id, wa.linguist_id) ELSE coalesce(w.linguist_id, wa.linguist_id) END)
                    THEN coalesce(p.linguist_id, pa.linguist_id)
                  ELSE pa2.linguist_id END AS proofreader_pick,
             cw.client_price_per_word + coalesce(CASE WHEN b.pr THEN prf.client_price_per_word END, 0) AS rate,
             cw.linguist_pay_per_word AS writer_rate,
             CASE WHEN b.pr THEN prf.linguist_pay_per_word END AS proofreader_rate
        FROM g_oc b
        LEFT JOIN g_writers w ON w.language_id = b.language_id AND w.level_rank = b.writer_rank AND w.idx = b.w_idx
        LEFT JOIN g_writers wa ON wa.language_id = b.language_id AND wa.any_idx = b.wa_idx
        LEFT JOIN g_members gm ON gm.group_id = b.client_writer_group AND gm.idx = b.gm_idx
        LEFT JOIN g_proofreaders p ON p.language_id = b.language_id AND p.level_rank = b.writer_rank AND p.idx = b.p_idx
        LEFT JOIN g_proofreaders pa ON pa.language_id = b.language_id AND pa.any_idx = b.pa_idx
        LEFT JOIN g_proofreaders pa2 ON pa2.language_id = b.language_id AND pa2.any_idx = b.pa2_idx
        LEFT JOIN g_members pm ON pm.group_id = b.client_proofreading_group AND pm.idx = b.pm_idx
        JOIN currencies cur ON cur.iso4217 = b.currency
        JOIN system_prices cw ON cw.currency_id = cur.id AND cw.service = 'copywriting' AND cw.level_code = b.level_code
        LEFT JOIN system_prices prf ON prf.currency_id = cur.id AND prf.service = 'proofreading' AND prf.level_code = b.level_code`));
    await db.query('DROP TABLE g_oc');
    await db.query('ANALYZE g_od');

    // Stage 4: when each step happened. The last step is the anchor; earlier steps fall in order between the
    // creation and the anchor. Deadlines of work in progress lie ahead and ready orders are younger than the
    // auto-accept period, so the product's sweeps find a normal day's work, not a backlog.
    await time('orders: timeline', () => db.query(
      `CREATE TEMP TABLE g_orders AS
       SELECT t.*,
              CASE WHEN t.p1 THEN t.created_at + (t.anchor - t.created_at) * CASE WHEN t.o1 = t.m THEN 1 ELSE (t.o1 - 1 + t.e1) / t.m END END AS t1,
              CASE WHEN t.p2 THEN t.created_at + (t.anchor - t.created_at) * CASE WHEN t.o2 = t.m THEN 1 ELSE (t.o2 - 1 + t.e2) / t.m END END AS t2,
              CASE WHEN t.p3 THEN t.created_at + (t.anchor - t.created_at) * CASE WHEN t.o3 = t.m THEN 1 ELSE (t.o3 - 1 + t.e3) / t.m END END AS t3,
              CASE WHEN t.p4 THEN t.created_at + (t.anchor - t.created_at) * CASE WHEN t.o4 = t.m THEN 1 ELSE (t.o4 - 1 + t.e4) / t.m END END AS t4,
              CASE WHEN t.p5 THEN t.created_at + (t.anchor - t.created_at) * CASE WHEN t.o5 = t.m THEN 1 ELSE (t.o5 - 1 + t.e5) / t.m END END AS t5,
              CASE WHEN t.p6 THEN t.created_at + (t.anchor - t.created_at) * CASE WHEN t.o6 = t.m THEN 1 ELSE (t.o6 - 1 + t.e6) / t.m END END AS t6,
              CASE WHEN t.p7 THEN t.created_at + (t.anchor - t.created_at) * CASE WHEN t.o7 = t.m THEN 1 ELSE (t.o7 - 1 + t.e7) / t.m END END AS t7,
              CASE WHEN t.p8 THEN t.created_at + (t.anchor - t.created_at) * CASE WHEN t.o8 = t.m THEN 1 ELSE (t.o8 - 1 + t.e8) / t.m END END AS t8,
              CASE WHEN t.p9 THEN t.created_at + (t.anchor - t.created_at) * CASE WHEN t.o9 = t.m THEN 1 ELSE (t.o9 - 1 + t.e9) / t.m END END AS t9,
              CASE WHEN t.p10 THEN t.anchor END AS t10
         FROM (
           SELECT c.*,
                  c.min_words + 50 * (1 + floor(c.r_range * c.min_words / 100))::int AS max_words,
                  CASE WHEN c.r_days < 0.15 THEN 1 WHEN c.r_days < 0.6 THEN 2 WHEN c.r_days < 0.85 THEN 3 ELSE 4 END AS processing_days,
                  CASE WHEN c.p1 THEN CASE WHEN c.type = 'DO' THEN c.direct_pick ELSE c.writer_pick END END AS writer_id,
                  CASE WHEN c.p3 THEN c.proofreader_pick END AS proofreader_id,
                  c.p1::int AS o1, c.p1::int + c.p2::int AS o2, c.p1::int + c.p2::int + c.p3::int AS o3,
                  c.p1::int + c.p2::int + c.p3::int + c.p4::int AS o4, c.p1::int + c.p2::int + c.p3::int + c.p4::int + c.p5::int AS o5,
                  c.p1::int + c.p2::int + c.p3::int + c.p4::int + c.p5::int + c.p6::int AS o6,
                  c.p1::int + c.p2::int + c.p3::int + c.p4::int + c.p5::int + c.p6::int + c.p7::int AS o7,
                  c.p1::int + c.p2::int + c.p3::int + c.p4::int + c.p5::int + c.p6::int + c.p7::int + c.p8::int AS o8,
                  c.m - c.p10::int AS o9,
                  CASE
                    WHEN c.status = 'open' THEN c.created_at
                    WHEN c.status IN ('processing_cw', 'processing_pr') THEN
                      greatest(c.created_at, $1::timestamptz - make_interval(hours => 24 * (CASE WHEN c.r_days < 0.15 THEN 1 WHEN c.r_days < 0.6 THEN 2 WHEN c.r_days < 0.85 THEN 3 ELSE 4 END) - 2))
                      + ($1::timestamptz - greatest(c.created_at, $1::timestamptz - make_interval(hours => 24 * (CASE WHEN c.r_days < 0.15 THEN 1 WHEN c.r_days < 0.6 THEN 2 WHEN c.r_days < 0.85 THEN 3 ELSE 4 END) - 2))) * c.r_anchor
                    WHEN c.status = 'ready_for_client' THEN
                      greatest(c.created_at, $1::timestamptz - interval '2.8 days') + ($1::timestamptz - greatest(c.created_at, $1::timestamptz - interval '2.8 days')) * c.r_anchor
                    WHEN c.status IN ('ready_for_pr', 'in_revision', 'rejection_requested') THEN c.created_at + ($1::timestamptz - c.created_at) * (0.3 + 0.7 * c.r_anchor)
                    ELSE c.created_at + least($1::timestamptz - c.created_at, interval '10 days') * (0.5 + 0.5 * c.r_anchor)
                  END AS anchor
             FROM g_od c
         ) t`,
      [ref.now],
    ));
    await db.query('DROP TABLE g_od');
    await db.query('ALTER TABLE g_orders ADD PRIMARY KEY (id)');
    await db.query('ANALYZE g_orders');

    await time('orders', () => db.query(
      `INSERT INTO orders (id, client_id, project_id, title, type, level_code, language_id, with_proofreading, proofreading_assignment,
                          writer_group_id, proofreader_group_id, direct_linguist_id, writer_id, proofreader_id, min_words, max_words, final_words,
                          processing_days, keywords, comment, briefing_id, currency, vat, client_price_per_word, writer_pay_per_word,
                          proofreader_pay_per_word, price_min, price_max, price_final, reserved_amount, status, reserved_by, reserved_until,
                          deadline_at, ready_at, accepted_at, completed_at, revisions_count, rejection_reason,
                          rating_content, rating_form, rating_readability, rating_communication, created_at, updated_at)
       SELECT b.id, b.client_id, b.project_id,
              ($2::text[])[1 + floor(b.r_title1 * cardinality($2::text[]))::int] || ': ' || ($3::text[])[1 + floor(b.r_title2 * cardinality($3::text[]))::int],
              b.type, b.level_code, b.language_id, b.pr, b.pr_assignment,
              CASE WHEN b.type = 'GO' THEN b.client_writer_group END,
              CASE WHEN b.pr_assignment = 'group' THEN b.client_proofreading_group END,
              CASE WHEN b.type = 'DO' THEN b.direct_pick END,
              b.writer_id, b.proofreader_id, b.min_words, b.max_words,
              CASE WHEN b.status = 'accepted' THEN b.text_words END,
              b.processing_days,
              CASE WHEN b.r_misc < 0.3 THEN ARRAY[($3::text[])[1 + floor(b.r_title2 * cardinality($3::text[]))::int]] ELSE '{}' END,
              CASE WHEN b.r_misc BETWEEN 0.3 AND 0.4 THEN 'Friendly, informal tone; address the reader directly.' END,
              CASE WHEN b.r_misc > 0.9 AND cardinality($4::int[]) > 0 THEN ($4::int[])[1 + floor((b.r_misc - 0.9) * 10 * cardinality($4::int[]))::int] END,
              b.currency, b.vat, b.rate, b.writer_rate, b.proofreader_rate,
              ${grossAt('b.min_words')}, ${grossAt('b.max_words')},
              CASE WHEN b.status = 'accepted' THEN ${grossAt('b.text_words')} END,
              CASE WHEN b.prepaid AND b.status NOT IN ('accepted', 'canceled', 'rejected') THEN ${grossAt('b.max_words')} ELSE 0 END,
              b.status,
              CASE WHEN b.status = 'open' AND b.r_resv < 0.03 AND b.direct_pick IS NOT NULL THEN b.direct_pick END,
              CASE WHEN b.status = 'open' AND b.r_resv < 0.03 AND b.direct_pick IS NOT NULL THEN $1::timestamptz + (b.r_resv / 0.03 * 20 - 10) * interval '1 minute' END,
              CASE WHEN b.status = 'processing_pr' THEN b.t3 + b.processing_days * interval '1 day'
                   WHEN b.status = 'in_revision' THEN b.t5 + b.processing_days * interval '1 day'
                   WHEN b.p1 THEN b.t1 + b.processing_days * interval '1 day' END,
              b.ready_at,
              CASE WHEN b.status = 'accepted' THEN b.t9 END,
              CASE WHEN b.status IN ('accepted', 'canceled') THEN b.t9 WHEN b.status = 'rejected' THEN b.t10 END,
              CASE WHEN b.p5 THEN 1 ELSE 0 END,
              CASE WHEN b.status IN ('rejection_requested', 'rejected') THEN 'The text does not follow the briefing.' END,
              CASE WHEN b.status = 'accepted' THEN 3 + floor(b.r_final * 2.99)::int END,
              CASE WHEN b.status = 'accepted' THEN 3 + floor(b.r_final * 2.7)::int END,
              CASE WHEN b.status = 'accepted' THEN 3 + floor(b.r_final * 2.5)::int END,
              CASE WHEN b.status = 'accepted' THEN 4 + floor(b.r_final * 1.99)::int END,
              b.created_at, b.anchor
         FROM (
           SELECT g.*, g.min_words + floor((g.max_words - g.min_words + 1) * g.r_fwords)::int AS text_words,
                  CASE WHEN g.p8 THEN g.t8 WHEN g.p6 AND NOT g.pr THEN g.t6 WHEN g.p4 THEN g.t4 WHEN g.p2 AND NOT g.pr THEN g.t2 END AS ready_at
             FROM g_orders g
         ) b
        ORDER BY b.id`,
      [ref.now, TITLE_KINDS, TITLE_SUBJECTS, ref.systemBriefingIds],
    ));
  }
}

/** The steps each order went through, as the lifecycle writes them (order_history, oldest first). */
async function loadHistory(db, time) {
  await time('order_history', () =>
    db.query(`
      INSERT INTO order_history (order_id, action, from_status, to_status, actor_role, actor_id, created_at)
      SELECT o.id, e.action, e.from_status, e.to_status, e.actor_role, e.actor_id, e.at
        FROM g_orders o
        CROSS JOIN LATERAL (VALUES
          (0, true, 'create', NULL, 'open', 'client', o.client_id, o.created_at),
          (1, o.p1, 'take', 'open', 'processing_cw', 'linguist', o.writer_id, o.t1),
          (2, o.p2, 'submit', 'processing_cw', CASE WHEN o.pr THEN 'ready_for_pr' ELSE 'ready_for_client' END, 'linguist', o.writer_id, o.t2),
          (3, o.p3, 'take', 'ready_for_pr', 'processing_pr', 'linguist', o.proofreader_id, o.t3),
          (4, o.p4, 'submit', 'processing_pr', 'ready_for_client', 'linguist', o.proofreader_id, o.t4),
          (5, o.p5, 'revise', 'ready_for_client', 'in_revision', 'client', o.client_id, o.t5),
          (6, o.p6, 'submit', 'in_revision', CASE WHEN o.pr THEN 'ready_for_pr' ELSE 'ready_for_client' END, 'linguist', o.writer_id, o.t6),
          (7, o.p7, 'take', 'ready_for_pr', 'processing_pr', 'linguist', o.proofreader_id, o.t7),
          (8, o.p8, 'submit', 'processing_pr', 'ready_for_client', 'linguist', o.proofreader_id, o.t8),
          (9, o.p9,
            CASE o.status WHEN 'accepted' THEN 'accept' WHEN 'canceled' THEN 'cancel' ELSE 'reject' END,
            CASE WHEN o.status = 'canceled' THEN CASE WHEN o.canceled_open THEN 'open' ELSE 'processing_cw' END ELSE 'ready_for_client' END,
            CASE o.status WHEN 'accepted' THEN 'accepted' WHEN 'canceled' THEN 'canceled' ELSE 'rejection_requested' END,
            CASE WHEN o.status = 'accepted' AND o.r_final >= 0.9 THEN 'system'
                 WHEN o.status = 'canceled' AND NOT o.canceled_open THEN 'admin' ELSE 'client' END,
            CASE WHEN o.status = 'accepted' AND o.r_final >= 0.9 THEN NULL
                 WHEN o.status = 'canceled' AND NOT o.canceled_open THEN (SELECT min(id) FROM admins) ELSE o.client_id END,
            o.t9),
          (10, o.p10, 'confirm_rejection', 'rejection_requested', 'rejected', 'admin', (SELECT min(id) FROM admins), o.t10)
        ) AS e(seq, present, action, from_status, to_status, actor_role, actor_id, at)
       WHERE e.present
       ORDER BY e.at, o.id, e.seq`),
  );
  await time('order_revisions', () =>
    db.query(`
      INSERT INTO order_revisions (order_id, number, comment, created_at)
      SELECT id, 1, 'Please make the introduction shorter and add the keywords to the headings.', t5 FROM g_orders WHERE p5 ORDER BY t5`),
  );
}

/** Ten words, repeated to the text's word count: compresses to little in TOAST, yet counts like a real text. */
const TEXT_OF = (words) =>
  `repeat('Clear useful copy helps readers find what they need quickly. ', (${words}) / 10)
   || array_to_string((string_to_array('Clear useful copy helps readers find what they need quickly.', ' '))[1:(${words}) % 10], ' ')`;

async function loadTexts(db, time) {
  await time('order_texts', () =>
    db.query(`
      INSERT INTO order_texts (order_id, author_id, author_role, version, content, words, submitted_at, created_at, updated_at)
      SELECT t.order_id, t.author_id, t.role, t.version, ${TEXT_OF('t.words')}, t.words, t.submitted_at, t.at, t.at
        FROM (
          -- sorted before the content is made: sorting the texts themselves would spill gigabytes
          SELECT o.id AS order_id, v.*
            FROM (SELECT g.*, g.min_words + floor((g.max_words - g.min_words + 1) * g.r_fwords)::int AS text_words FROM g_orders g) o
            CROSS JOIN LATERAL (VALUES
              (o.p2, o.writer_id, 'writer', 1, o.text_words, o.t2, o.t2),
              (o.p6, o.writer_id, 'writer', 2, o.text_words, o.t6, o.t6),
              (o.p4, o.proofreader_id, 'proofreader', 1, o.text_words, o.t4, o.t4),
              (o.p8, o.proofreader_id, 'proofreader', 2, o.text_words, o.t8, o.t8),
              (o.status IN ('processing_cw', 'in_revision') AND o.r_draft < 0.5, o.writer_id, 'writer', 0, o.text_words / 2, NULL::timestamptz, o.anchor),
              (o.status = 'processing_pr' AND o.r_draft < 0.5, o.proofreader_id, 'proofreader', 0, o.text_words / 2, NULL::timestamptz, o.anchor)
            ) AS v(present, author_id, role, version, words, submitted_at, at)
           WHERE v.present
           ORDER BY v.at, o.id
        ) t`),
  );
}

/**
 * The plagiarism index of the loaded texts (decision 047): the statement of migration 0036, which ran on the empty
 * tables before the texts were loaded. Each distinct content is cut into shingles once.
 */
async function loadTextShingles(db, time) {
  const require = createRequire(import.meta.url);
  const { BACKFILL_TEXT_SHINGLES } = require(path.join(ROOT, 'core-api/dist/db/migrations/0036-text-checks.js'));
  await time('text_shingles', () => db.query(BACKFILL_TEXT_SHINGLES));
}

async function loadBillingPositions(db, time) {
  await time('billing_positions', () =>
    db.query(`
      INSERT INTO billing_positions (client_id, order_id, amount_net, tax, amount_gross, currency, created_at)
      SELECT o.client_id, o.id, n.net, o.price_final - n.net, o.price_final, o.currency, o.accepted_at
        FROM orders o
        JOIN g_clients c ON c.id = o.client_id AND NOT c.prepaid
        CROSS JOIN LATERAL (SELECT round(o.final_words * o.client_price_per_word * 100)::bigint AS net) n
       WHERE o.status = 'accepted'
       ORDER BY o.accepted_at, o.id`),
  );
}

/**
 * The ledger as the order use cases would have written it, one transaction per movement with its idempotency
 * key: reserve on create (prepaid), release and charge on accept, release on cancel and reject, the linguists'
 * credits on accept, and the deposits that paid for it all.
 */
async function loadLedger(db, time) {
  await time('ledger_accounts', async () => {
    // Ids are known up front so the movements below carry account ids, not keys to look up.
    await db.query(`
      CREATE TEMP TABLE g_accounts AS
      SELECT row_number() OVER (ORDER BY a.created_at, a.key) AS id, a.*
        FROM (
          SELECT k.key, c.currency, NULL::text AS owner_type, NULL::bigint AS owner_id, false AS non_negative, NULL::int AS client_id,
                 NULL::int AS linguist_id, min(c.active_from) AS created_at
            FROM g_clients c CROSS JOIN (VALUES ('platform:revenue'), ('bank:clearing')) AS k(key)
           GROUP BY k.key, c.currency
          UNION ALL
          SELECT 'client:' || c.id || ':' || k.kind, c.currency, 'client', c.id, true, c.id, NULL, c.active_from
            FROM g_clients c CROSS JOIN (VALUES ('available'), ('reserved')) AS k(kind) WHERE c.prepaid
          UNION ALL
          SELECT 'linguist:' || e.linguist_id || ':earned', e.currency, 'linguist', e.linguist_id, true, NULL, e.linguist_id, min(e.at)
            FROM (SELECT writer_id AS linguist_id, currency, accepted_at AS at FROM orders WHERE status = 'accepted'
                  UNION ALL
                  SELECT proofreader_id, currency, accepted_at FROM orders WHERE status = 'accepted' AND with_proofreading AND proofreader_id IS NOT NULL) e
           GROUP BY e.linguist_id, e.currency
        ) a`);
    await db.query('ANALYZE g_accounts');
    await db.query(`
      CREATE TEMP TABLE g_client_accounts AS
      SELECT client_id, max(id) FILTER (WHERE key LIKE '%:available') AS available, max(id) FILTER (WHERE key LIKE '%:reserved') AS reserved
        FROM g_accounts WHERE client_id IS NOT NULL GROUP BY client_id`);
    await db.query(`
      CREATE TEMP TABLE g_system_accounts AS
      SELECT currency, max(id) FILTER (WHERE key = 'platform:revenue') AS revenue, max(id) FILTER (WHERE key = 'bank:clearing') AS bank
        FROM g_accounts WHERE owner_type IS NULL GROUP BY currency`);
    await db.query('CREATE TEMP TABLE g_earned_accounts AS SELECT linguist_id, currency, id FROM g_accounts WHERE linguist_id IS NOT NULL');
    for (const t of ['g_client_accounts', 'g_system_accounts', 'g_earned_accounts']) await db.query(`ANALYZE ${t}`);
    return db.query(`
      INSERT INTO ledger_accounts (id, key, currency, owner_type, owner_id, non_negative, balance, created_at)
      SELECT id, key, currency, owner_type, owner_id, non_negative, 0, created_at FROM g_accounts ORDER BY id`);
  });

  await time('ledger_transactions', async () => {
    // step: 0 deposit, 1 reserve, 2 release, 3 charge, 4 writer's pay, 5 proofreader's pay (the order the use cases post them in)
    await db.query(`
      CREATE TEMP TABLE g_movements AS
      SELECT o.created_at AS at, o.id AS order_id, NULL::int AS client_id, NULL::int AS k, 1 AS step, o.currency, ca.available AS from_id, ca.reserved AS to_id, o.price_max AS amount
        FROM orders o JOIN g_client_accounts ca ON ca.client_id = o.client_id
      UNION ALL
      SELECT o.completed_at, o.id, NULL, NULL, 2, o.currency, ca.reserved, ca.available,
             CASE WHEN o.status = 'accepted' THEN o.price_max - o.price_final ELSE o.price_max END
        FROM orders o JOIN g_client_accounts ca ON ca.client_id = o.client_id
       WHERE o.status IN ('canceled', 'rejected') OR (o.status = 'accepted' AND o.price_max > o.price_final)
      UNION ALL
      SELECT o.accepted_at, o.id, NULL, NULL, 3, o.currency, ca.reserved, sa.revenue, o.price_final
        FROM orders o JOIN g_client_accounts ca ON ca.client_id = o.client_id JOIN g_system_accounts sa ON sa.currency = o.currency
       WHERE o.status = 'accepted'
      UNION ALL
      SELECT o.accepted_at, o.id, NULL, NULL, 4, o.currency, sa.revenue, ea.id, round(o.final_words * o.writer_pay_per_word * 100)::bigint
        FROM orders o JOIN g_system_accounts sa ON sa.currency = o.currency
        JOIN g_earned_accounts ea ON ea.linguist_id = o.writer_id AND ea.currency = o.currency
       WHERE o.status = 'accepted'
      UNION ALL
      SELECT o.accepted_at, o.id, NULL, NULL, 5, o.currency, sa.revenue, ea.id, round(o.final_words * o.proofreader_pay_per_word * 100)::bigint
        FROM orders o JOIN g_system_accounts sa ON sa.currency = o.currency
        JOIN g_earned_accounts ea ON ea.linguist_id = o.proofreader_id AND ea.currency = o.currency
       WHERE o.status = 'accepted' AND o.with_proofreading AND o.proofreader_id IS NOT NULL`);
    // Deposits: what a prepaid client spent and still holds, plus some money left to spend, paid in over time.
    await db.query(`
      INSERT INTO g_movements
      SELECT d.active_from + (now() - d.active_from) * (k - 1) / d.n, NULL, d.client_id, k, 0, d.currency, sa.bank, ca.available,
             d.total / d.n + CASE WHEN k = d.n THEN d.total % d.n ELSE 0 END
        FROM (
          SELECT c.id AS client_id, c.currency, c.active_from, 1 + c.order_count / 30 AS n,
                 coalesce(sum(o.price_final) FILTER (WHERE o.status = 'accepted'), 0) + coalesce(sum(o.reserved_amount), 0)
                   + coalesce(max(o.price_max), 10000) * (2 + floor(random() * 20))::bigint AS total
            FROM g_clients c LEFT JOIN orders o ON o.client_id = c.id
           WHERE c.prepaid
           GROUP BY c.id, c.currency, c.active_from, c.order_count
        ) d
        JOIN g_client_accounts ca ON ca.client_id = d.client_id
        JOIN g_system_accounts sa ON sa.currency = d.currency
        CROSS JOIN LATERAL generate_series(1, d.n) AS k`);
    await db.query(`
      CREATE TEMP TABLE g_transactions AS
      SELECT row_number() OVER (ORDER BY at, step, order_id, client_id, k) AS id, * FROM g_movements ORDER BY 1`);
    await db.query('DROP TABLE g_movements');
    // kinds, references and idempotency keys as order-money.ts writes them
    return db.query(`
      INSERT INTO ledger_transactions (id, kind, reference, idempotency_key, created_at)
      SELECT t.id,
             (ARRAY['deposit', 'order_reserve', 'order_release', 'order_charge', 'linguist_credit', 'linguist_credit'])[t.step + 1],
             CASE WHEN t.step = 0 THEN 'bench-deposit:' || t.client_id || ':' || t.k ELSE 'order:' || t.order_id END,
             CASE WHEN t.step = 0 THEN 'bench-deposit:' || t.client_id || ':' || t.k
                  ELSE 'order:' || t.order_id || ':' || (ARRAY['reserve', 'release', 'charge', 'pay:writer', 'pay:proofreader'])[t.step] END,
             t.at
        FROM g_transactions t`);
  });

  await time('ledger_entries', async () => {
    // g_transactions is stored in id order, so the entries get their ids in the same order
    const result = await db.query(`
      INSERT INTO ledger_entries (transaction_id, account_id, amount, currency, created_at)
      SELECT t.id, e.account_id, e.amount, t.currency, t.at
        FROM g_transactions t
        CROSS JOIN LATERAL (VALUES (t.from_id, -t.amount), (t.to_id, t.amount)) AS e(account_id, amount)`);
    await db.query(`
      UPDATE ledger_accounts a SET balance = s.total
        FROM (SELECT account_id, sum(amount) AS total FROM ledger_entries GROUP BY account_id) s
       WHERE a.id = s.account_id`);
    await db.query('DROP TABLE g_transactions');
    return result;
  });
}

/**
 * The talent community beyond what orders need (issue 11): two more copywriting groups per client with a few
 * bookmarked writers, a note on every fourth relation, two interests per linguist, and the cached statistics the
 * search sorts by, counted by core-api's own use case over the loaded orders.
 */
async function loadTalentCommunity(db, url, time) {
  await time('campaign groups and members', async () => {
    await db.query(`
      INSERT INTO linguist_groups (client_id, name, type, created_at, updated_at)
      SELECT c.id, n.name, 'copywriting', c.active_from, c.active_from
        FROM g_clients c CROSS JOIN (VALUES ('Campaign writers'), ('Newsletter writers')) AS n(name)`);
    await db.query(`
      INSERT INTO linguist_group_members (group_id, linguist_id, created_at)
      SELECT g.id, r.linguist_id, g.created_at
        FROM linguist_groups g
        JOIN LATERAL (SELECT linguist_id FROM client_linguist_relations
                       WHERE client_id = g.client_id AND relation = 'BOOKMARKED'
                       ORDER BY (linguist_id * 7919 + g.id) % 1009 LIMIT 5) r ON true
       WHERE g.name IN ('Campaign writers', 'Newsletter writers')`);
  });
  await time('linguist notes', () =>
    db.query(`
      INSERT INTO linguist_notes (client_id, linguist_id, text, created_at, updated_at)
      SELECT client_id, linguist_id, 'Worked well on ' || (ARRAY['product pages', 'newsletters', 'blog posts', 'category texts'])[1 + (client_id + linguist_id) % 4],
             created_at, created_at
        FROM client_linguist_relations WHERE (client_id + linguist_id) % 4 = 0`),
  );
  await time('linguist interests', () =>
    db.query(`
      WITH topics AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS idx, count(*) OVER () AS n FROM text_topics)
      INSERT INTO linguist_interests (linguist_id, text_topic_id)
      SELECT DISTINCT l.id, t.id
        FROM linguists l CROSS JOIN generate_series(0, 1) AS k
        JOIN topics t ON t.idx = (l.id * 7 + k * 5) % t.n`),
  );
  // Two in three linguists with a level name their own price per word (decision 030's range: the level's pay up
  // to three times it) for each of their languages and services, so the search's price sort has prices to order.
  await time('linguist prices', () =>
    db.query(`
      INSERT INTO linguist_prices (linguist_id, language_id, service, currency_id, price_per_word)
      SELECT l.id, ll.language_id, sv.service, l.currency_id,
             round(sp.linguist_pay_per_word * (1 + ((l.id * 37 + ll.language_id * 11) % 200) / 100.0), 6)
        FROM linguists l
        JOIN linguist_languages ll ON ll.linguist_id = l.id
        CROSS JOIN LATERAL (SELECT 'copywriting' AS service WHERE l.roles && ARRAY['copywriter', 'translator']
                            UNION ALL SELECT 'proofreading' WHERE 'proofreader' = ANY(l.roles)) sv
        JOIN system_prices sp ON sp.currency_id = l.currency_id AND sp.level_code = l.level AND sp.service = sv.service
       WHERE l.level IS NOT NULL AND l.id % 3 <> 0`),
  );
  await time('linguist statistics', async () => {
    const require = createRequire(import.meta.url);
    const { loadCoreConfig } = require(path.join(ROOT, 'core-api/dist/config.js'));
    const { createRuntime } = require(path.join(ROOT, 'core-api/dist/runtime.js'));
    const { refreshLinguistStats } = require(path.join(ROOT, 'core-api/dist/modules/linguists/index.js'));
    const runtime = createRuntime(loadCoreConfig({ ...BENCH_SERVICE_ENV, DATABASE_URL: url, LOG_LEVEL: 'silent' }));
    try {
      await refreshLinguistStats();
    } finally {
      await runtime.sequelize.close();
    }
  });
}

/** The invariants the API relies on, checked over the whole load; each count must be 0. */
async function verify(db) {
  const checks = {
    'ledger transactions that do not sum to zero': `SELECT count(*) FROM (SELECT 1 FROM ledger_entries GROUP BY transaction_id, currency HAVING sum(amount) <> 0) x`,
    'ledger transactions without entries': `SELECT count(*) FROM ledger_transactions t WHERE NOT EXISTS (SELECT 1 FROM ledger_entries e WHERE e.transaction_id = t.id)`,
    'currencies whose entries do not sum to zero': `SELECT count(*) FROM (SELECT 1 FROM ledger_entries GROUP BY currency HAVING sum(amount) <> 0) x`,
    'accounts whose balance is not the sum of their entries': `
      SELECT count(*) FROM ledger_accounts a LEFT JOIN (SELECT account_id, sum(amount) AS s FROM ledger_entries GROUP BY account_id) e ON e.account_id = a.id
       WHERE a.balance <> coalesce(e.s, 0)`,
    'personal accounts below zero': `SELECT count(*) FROM ledger_accounts WHERE non_negative AND balance < 0`,
    'prepaid clients whose reserved balance differs from their open orders': `
      SELECT count(*) FROM (
        SELECT c.id FROM clients c
          LEFT JOIN ledger_accounts r ON r.key = 'client:' || c.id || ':reserved'
          LEFT JOIN (SELECT client_id, sum(reserved_amount) AS held FROM orders GROUP BY client_id) o ON o.client_id = c.id
         WHERE c.invoicing = 'deposit' AND coalesce(r.balance, 0) <> coalesce(o.held, 0)) x`,
    'accepted postpaid orders without a billing position': `
      SELECT count(*) FROM orders o JOIN clients c ON c.id = o.client_id AND c.invoicing = 'invoice'
       WHERE o.status = 'accepted' AND NOT EXISTS (SELECT 1 FROM billing_positions b WHERE b.order_id = o.id)`,
    'orders without a creation history row': `SELECT count(*) FROM orders o WHERE NOT EXISTS (SELECT 1 FROM order_history h WHERE h.order_id = o.id AND h.action = 'create')`,
    'orders whose last history row is not their status': `
      SELECT count(*) FROM orders o JOIN LATERAL (SELECT to_status FROM order_history h WHERE h.order_id = o.id ORDER BY h.id DESC LIMIT 1) h ON true
       WHERE h.to_status <> o.status`,
    'ready or accepted orders without a submitted text': `
      SELECT count(*) FROM orders o WHERE o.status IN ('ready_for_client', 'accepted', 'rejection_requested', 'rejected')
         AND NOT EXISTS (SELECT 1 FROM order_texts t WHERE t.order_id = o.id AND t.version > 0)`,
    'work in progress past its deadline': `SELECT count(*) FROM orders WHERE status IN ('processing_cw', 'processing_pr') AND deadline_at <= now()`,
  };
  if (await hasTable(db, 'order_status_counts')) {
    checks['order counts that differ from the orders'] = `
      SELECT count(*)
        FROM (SELECT status, language_id, count(*) AS n FROM orders GROUP BY 1, 2) o
        FULL JOIN (SELECT status, language_id, sum(orders) AS n FROM order_status_counts GROUP BY 1, 2) c USING (status, language_id)
       WHERE o.n IS DISTINCT FROM c.n`;
  }
  if (await hasTable(db, 'client_linguist_orders')) {
    checks['linguists worked with that differ from the orders'] = `
      SELECT count(*)
        FROM (SELECT client_id, linguist_id, count(*) AS n
                FROM (SELECT client_id, writer_id AS linguist_id FROM orders WHERE writer_id IS NOT NULL
                      UNION ALL SELECT client_id, proofreader_id FROM orders WHERE proofreader_id IS NOT NULL) p GROUP BY 1, 2) o
        FULL JOIN (SELECT client_id, linguist_id, sum(orders) AS n FROM client_linguist_orders GROUP BY 1, 2 HAVING sum(orders) <> 0) c
          USING (client_id, linguist_id)
       WHERE o.n IS DISTINCT FROM c.n`;
  }
  const results = {};
  for (const [name, sql] of Object.entries(checks)) results[name] = Number((await db.query(sql)).rows[0].count);
  return results;
}

async function pickCallers(db, scale) {
  const target = Math.round(HEAVY_CLIENT_ORDERS * (scale.orders / FULL_SCALE.orders));
  const counts = `SELECT client_id, count(*)::int AS orders FROM orders GROUP BY client_id`;
  const heavy = (
    await db.query(
      `SELECT c.id, c.email, o.orders, c.invoicing FROM clients c JOIN (${counts}) o ON o.client_id = c.id
        WHERE c.status = 'ACTIVE' ORDER BY abs(o.orders - $1), c.id LIMIT 1`,
      [target],
    )
  ).rows[0];
  const largest = (
    await db.query(`SELECT c.id, c.email, o.orders, c.invoicing FROM clients c JOIN (${counts}) o ON o.client_id = c.id WHERE c.status = 'ACTIVE' ORDER BY o.orders DESC LIMIT 1`)
  ).rows[0];
  // A typical linguist: an active professional who writes and proofreads German (the biggest pool), has about as
  // many orders as the median working linguist, and has work in hand (so their own lists are not empty).
  const linguist = (
    await db.query(`
      WITH work AS (
        SELECT x.id, count(*)::int AS orders
          FROM (SELECT writer_id AS id FROM orders WHERE writer_id IS NOT NULL
                UNION ALL SELECT proofreader_id FROM orders WHERE proofreader_id IS NOT NULL) x
          JOIN linguists l ON l.id = x.id AND l.status = 'ACTIVE'
         GROUP BY x.id
      ), median AS (SELECT percentile_disc(0.5) WITHIN GROUP (ORDER BY orders) AS m FROM work)
      SELECT l.id, l.email, w.orders, l.level FROM linguists l JOIN work w ON w.id = l.id, median
       WHERE l.level = 'professional' AND l.roles @> '{copywriter,proofreader}'
         AND EXISTS (SELECT 1 FROM linguist_languages ll JOIN languages g ON g.id = ll.language_id WHERE ll.linguist_id = l.id AND g.culture = 'de-DE')
         AND EXISTS (SELECT 1 FROM orders o WHERE l.id IN (o.writer_id, o.proofreader_id)
                        AND o.status IN ('processing_cw', 'ready_for_pr', 'processing_pr', 'in_revision', 'ready_for_client'))
       ORDER BY abs(w.orders - median.m), l.id LIMIT 1`)
  ).rows[0];
  return { heavyClient: heavy, largestClient: largest, linguist, admin: { email: BENCH_ADMIN_EMAIL } };
}

async function tableCounts(db) {
  const tables = ['clients', 'linguists', 'projects', 'orders', 'client_linguist_relations', 'linguist_groups', 'linguist_group_members', 'linguist_notes'];
  const out = {};
  for (const t of tables) out[t] = Number((await db.query(`SELECT count(*) FROM ${t}`)).rows[0].count);
  return out;
}

async function readMeta(url, scale) {
  const db = new pg.Client({ connectionString: url });
  try {
    await db.connect();
  } catch {
    return null;
  }
  try {
    const { rows } = await db.query("SELECT value FROM bench_scale_meta WHERE key = 'load'").catch(() => ({ rows: [] }));
    const meta = rows[0]?.value;
    // a load from before the data's current shape (LOAD_SHAPE) lacks tables the benchmarks now read
    if (!meta || meta.shape !== LOAD_SHAPE) return null;
    const counts = await tableCounts(db);
    const expected = Object.entries(scale).every(([t, n]) => counts[t] === n);
    // chosen afresh: the product's sweeps move orders on between runs
    return expected ? { ...meta, counts, callers: await pickCallers(db, scale) } : null;
  } finally {
    await db.end();
  }
}

function migrate(url) {
  const cli = path.join(ROOT, 'core-api/dist/db/cli.js');
  if (!fs.existsSync(cli)) throw new Error('core-api is not built: run `npm run build` (or `npx tsc -b core-api`) first');
  const result = spawnSync(process.execPath, [cli, 'migrate'], { env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'error' }, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`migrating ${url} failed:\n${result.stderr}`);
}

/**
 * Makes sure the scale database exists and holds the expected data; loads it when it does not.
 * @param {{ serverUrl: string, quick?: boolean, fresh?: boolean, log?: (line: string) => void }} options
 */
export async function ensureScaleData({ serverUrl, quick = false, fresh = false, log = console.log }) {
  const scale = quick ? QUICK_SCALE : FULL_SCALE;
  const name = scaleDatabaseName(quick);
  const url = databaseUrl(serverUrl, name);
  if (!fresh) {
    const meta = await readMeta(url, scale);
    if (meta) {
      log(`scale data: ${name} already holds ${meta.counts.orders.toLocaleString('en')} orders (loaded ${meta.generatedAt}); --fresh reloads it`);
      return { ...meta, databaseUrl: url, loaded: false };
    }
  }
  await dropDatabase(url);
  await ensureDatabase(url);
  const started = Date.now();
  migrate(url);
  const timings = [{ step: 'migrate', seconds: seconds(Date.now() - started) }];
  const time = async (step, work) => {
    const t0 = Date.now();
    const result = await work();
    const rows = result?.rowCount ?? null;
    timings.push({ step, rows, seconds: seconds(Date.now() - t0) });
    log(`  ${step}: ${rows === null ? '' : `${rows.toLocaleString('en')} rows, `}${seconds(Date.now() - t0)} s`);
    return result;
  };

  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    // Temporary tables hold the generated rows between stages; the load is re-done from scratch if it fails.
    await db.query("SET temp_buffers = '512MB'");
    await db.query("SET work_mem = '256MB'");
    await db.query("SET maintenance_work_mem = '512MB'");
    await db.query('SET synchronous_commit = off');
    // lz4 compresses the texts several times faster than the default pglz, where the server has it
    await db.query("SET default_toast_compression = 'lz4'").catch(() => {});
    await db.query('SELECT setseed(0.2025)');
    log(`scale data: loading ${Object.entries(scale).map(([k, v]) => `${v.toLocaleString('en')} ${k}`).join(', ')} into ${name}`);
    const ref = await referenceData(db);
    const now = new Date();
    ref.now = now;
    const windowStart = new Date(now.getTime() - YEARS * 365 * DAY_MS);
    const require = createRequire(import.meta.url);
    const { hashPassword } = require(path.join(ROOT, 'core-api/dist/modules/auth/password.js'));
    const passwordHash = await hashPassword(BENCH_PASSWORD);

    const aside = await setAside(db);
    await loadAccounts(db, scale, ref, windowStart, now, passwordHash, time);
    await linguistPools(db);
    await loadGroupsAndRelations(db, ref, time);
    await loadProjects(db, ref, time);
    await loadOrders(db, ref, time);
    await loadHistory(db, time);
    await loadTexts(db, time);
    await loadTextShingles(db, time);
    await loadBillingPositions(db, time);
    await loadLedger(db, time);
    await putBack(db, aside, time);
    await loadTalentCommunity(db, url, time);
    // Every table, not only the loaded ones: the tables triggers keep from orders (client_linguist_orders, the
    // status counts) were left without a visibility map, so their index-only reads went to the heap (the largest
    // client's "worked with me" 25 ms instead of 12) where a server running autovacuum would have set it.
    await time('vacuum and analyze', () => db.query('VACUUM (FREEZE, ANALYZE)'));
    const checks = await verify(db);
    const broken = Object.entries(checks).filter(([, n]) => n !== 0);
    if (broken.length) throw new Error(`scale data breaks invariants: ${broken.map(([k, n]) => `${k}: ${n}`).join('; ')}`);
    const callers = await pickCallers(db, scale);
    const counts = await tableCounts(db);
    const totalSeconds = seconds(Date.now() - started);
    const sizeBytes = Number((await db.query('SELECT pg_database_size(current_database()) AS size')).rows[0].size);
    const meta = { shape: LOAD_SHAPE, scale, seed: SEED, generatedAt: now.toISOString(), totalSeconds, timings, checks, callers, password: BENCH_PASSWORD, sizeBytes };
    await db.query('CREATE TABLE IF NOT EXISTS bench_scale_meta (key text PRIMARY KEY, value jsonb NOT NULL)');
    await db.query("INSERT INTO bench_scale_meta (key, value) VALUES ('load', $1) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value", [meta]);
    return { ...meta, counts, databaseUrl: url, loaded: true };
  } finally {
    await db.end();
  }
}

export async function databaseSize(url) {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    return Number((await db.query('SELECT pg_database_size(current_database()) AS size')).rows[0].size);
  } finally {
    await db.end();
  }
}

/** bench/results/scale-data.json, without the database URL (it may carry a password). */
export function writeScaleResults(result, quick) {
  const out = path.join(ROOT, 'bench/results');
  fs.mkdirSync(out, { recursive: true });
  const { databaseUrl: _url, ...json } = result;
  fs.writeFileSync(path.join(out, `scale-data${quick ? '-quick' : ''}.json`), JSON.stringify({ measuredAt: new Date().toISOString(), ...json }, null, 2));
}

export function printScaleData(result) {
  if (result.loaded) {
    console.log(`\nScale data: loaded in ${result.totalSeconds} s`);
    console.table(result.timings.map((t) => ({ step: t.step, rows: t.rows ?? '', seconds: t.seconds })));
    console.log('invariants (each must be 0):', result.checks);
  }
  console.table(Object.entries(result.counts).map(([table, rows]) => ({ table, rows })));
  console.log(`database size: ${(result.sizeBytes / 1024 ** 3).toFixed(2)} GB`);
  const { heavyClient, largestClient, linguist } = result.callers;
  console.log(
    `callers: heavy client ${heavyClient.email} (${heavyClient.orders} orders, ${heavyClient.invoicing}), largest client ${largestClient.email} ` +
      `(${largestClient.orders} orders), linguist ${linguist.email} (${linguist.orders} orders, ${linguist.level}); password ${result.password}`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const quick = process.argv.includes('--quick');
  const fresh = process.argv.includes('--fresh');
  const server = await benchServer();
  try {
    const result = await ensureScaleData({ serverUrl: server.serverUrl, quick, fresh });
    result.sizeBytes = await databaseSize(result.databaseUrl);
    printScaleData(result);
    writeScaleResults(result, quick);
  } catch (err) {
    console.error(err);
    process.exitCode = 1;
  } finally {
    await server.stop();
  }
}
