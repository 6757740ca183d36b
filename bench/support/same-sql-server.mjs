// The same-SQL baseline: bare Express and pg running exactly the statements core-api sent for
// GET /client/projects?limit=10 (captured by capture-sql.mjs, values inlined as core-api sends them) and answering the
// JSON core-api answers, shaped by hand here. What core-api spends beyond this is its own stack's overhead: auth,
// validation, Sequelize, logging, the registry's answer checks. The bench compares the two answers before it
// measures.
import express from 'express';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

/** core-api's toProjectDto (core-api/src/modules/orders/order-dto.ts), for the rows of a list statement that answers rows */
function toProjectDto(row) {
  const prices = row.prices ?? [];
  return {
    id: row.id,
    name: row.name,
    language: { name: row.language_name, culture: row.language_culture },
    purchaseOrder: row.purchase_order,
    quoteId: row.quote_id,
    externalId: row.external_id,
    deadlineAt: row.deadline_at ? new Date(row.deadline_at).toISOString() : null,
    status: row.status ?? 'open',
    prices: prices.map((p) => ({ amount: Number(p.amount), currency: p.currency })),
    ordersCount: prices.reduce((n, p) => n + Number(p.orders_count), 0),
    createdAt: new Date(row.created_at).toISOString(),
  };
}

process.once('message', ({ statements }) => {
  const app = express();
  app.get('/projects', async (_req, res) => {
    let rows = [];
    for (const sql of statements) rows = (await pool.query(sql)).rows;
    // core-api answers the page PostgreSQL wrote as JSON text as it is (JsonText), or shapes the rows itself
    if (rows.length === 1 && typeof rows[0].data === 'string') return void res.type('application/json').send(`{"data":${rows[0].data},"total":${rows[0].total}}`);
    const projects = rows.filter((row) => row.id !== null);
    res.json({ data: projects.map(toProjectDto), total: rows[0]?.total ?? 0 });
  });
  app.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
});
