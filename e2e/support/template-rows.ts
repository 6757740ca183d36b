// Reads the rows behind briefings, layouts and texts straight from the e2e database.
import { Client } from 'pg';
import { stack } from './browser';

export interface LayoutRow {
  id: number;
  client_id: number;
  name: string;
  tree: unknown;
}

export interface TextRow {
  version: number;
  words: number;
  sections: Record<string, string> | null;
}

export class TemplateRows {
  private constructor(private readonly db: Client) {}

  static async connect(): Promise<TemplateRows> {
    const db = new Client({ connectionString: stack().databaseUrl });
    await db.connect();
    return new TemplateRows(db);
  }

  close(): Promise<void> {
    return this.db.end();
  }

  async layoutByName(name: string): Promise<LayoutRow> {
    const { rows } = await this.db.query<LayoutRow>('SELECT id, client_id, name, tree FROM text_layouts WHERE name = $1', [name]);
    if (rows.length !== 1) throw new Error(`Expected one layout named ${JSON.stringify(name)}, found ${rows.length}`);
    return rows[0];
  }

  async orderLayoutId(orderId: number): Promise<number | null> {
    const { rows } = await this.db.query<{ layout_id: number | null }>('SELECT layout_id FROM orders WHERE id = $1', [orderId]);
    return rows[0]?.layout_id ?? null;
  }

  /** The submitted versions of an order's text (drafts have version 0), oldest first. */
  async submittedTexts(orderId: number): Promise<TextRow[]> {
    const { rows } = await this.db.query<TextRow>(
      'SELECT version, words, sections FROM order_texts WHERE order_id = $1 AND version > 0 ORDER BY version',
      [orderId],
    );
    return rows;
  }
}
