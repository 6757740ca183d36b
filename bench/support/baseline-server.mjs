// The physical baseline: a bare Express route doing one indexed SELECT with pg, nothing else.
import express from 'express';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = express();
app.get('/projects', async (req, res) => {
  const { rows } = await pool.query(
    'SELECT id, name, created_at FROM projects WHERE client_id = $1 ORDER BY created_at DESC, id DESC LIMIT 10',
    [Number(req.query.clientId)],
  );
  res.json({ data: rows });
});
app.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
