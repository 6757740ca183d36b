// Path parameters filled with tenant A's ids, found by what the path says: the segment before `{id}` (or the
// `xxxId` name) names a table, and A's rows of that table are looked up by its owner columns. A route nobody
// has seen before is filled the same way.
import type { Client } from 'pg';
import { tenantCondition, type Table, type Tenant } from './database';
import type { Route } from './registry';
import type { TenantOrder } from './tenants';

export interface Binding {
  values: Record<string, string>;
  /** e.g. 'order: accepted' */
  label: string;
  /** the tables whose rows of A the path names; empty when no parameter names one of A's objects */
  boundTo: string[];
}

/** An id no table has, for a route naming a table in which A has no rows. */
const NOBODYS_ID = '2147480000';

/**
 * Parameters whose path does not name their table (`/admin/pricing/client/{id}` is a price list), or names an object
 * no tenant owns (null: a system briefing, staff's own generator results), by `<path> {<param>}`. Without these the
 * owner's own call would be sent another object's id and its 404 would count as a refused owner.
 */
const PARAM_TABLES: Record<string, string | null> = {
  '/admin/pricing/client/{id} {id}': 'client_price_lists',
  '/admin/pricing/client/{id}/positions {id}': 'client_price_lists',
  '/client/briefings/system/{id} {id}': null,
  '/admin/briefing/{id} {id}': null,
  '/admin/generator/result/{id} {id}': null,
  '/linguist/billing/invoice/{id} {id}': 'credit_notes',
  '/linguist/billing/invoice/{id}/download {id}': 'credit_notes',
};

/** Nouns of paths that name their table otherwise. */
const NOUN_TABLES: Record<string, string> = { webhooks: 'webhook_endpoints', deliveries: 'webhook_deliveries' };

function plural(noun: string): string {
  if (noun.endsWith('s')) return noun;
  if (noun.endsWith('y')) return `${noun.slice(0, -1)}ies`;
  return `${noun}s`;
}

export function tableFor(noun: string, tables: Table[]): Table | undefined {
  const name = NOUN_TABLES[noun] ?? plural(noun.toLowerCase().replace(/-/g, '_'));
  return tables.find((t) => t.name === name) ?? tables.find((t) => t.name.endsWith(`_${name}`));
}

/** The nouns a parameter may name, nearest first: `linguistId` → linguist; `/briefings/system/{id}` → system, briefings. */
function nounsFor(route: Route, param: string): string[] {
  const named = /^(.+)Id$/.exec(param)?.[1];
  const segments = route.path.split('/').filter(Boolean);
  const at = segments.indexOf(`{${param}}`);
  const before = segments.slice(0, Math.max(at, 0)).filter((s) => !s.startsWith('{')).reverse();
  return [...(named ? [named] : []), ...before];
}

export class ParamFiller {
  readonly unresolved = new Set<string>();

  private constructor(
    private readonly tables: Table[],
    private readonly owned: Map<string, string[]>,
    private readonly orders: TenantOrder[],
    private readonly foreign: Record<string, string>,
    private readonly imports: TenantOrder[],
    /** one of A's attachments with the message it hangs off: a path naming both must name a matching pair */
    private readonly attachment?: { message: string; attachment: string },
  ) {}

  /**
   * `foreign`: A's objects that live outside core-api's tables, by noun (e.g. { intent: 'pi_…' }); `imports`: A's bulk
   * imports, one per status, each probed like an order (a PARSED one may be accepted or cancelled, a FINISHED one not).
   */
  static async load(db: Client, tables: Table[], tenant: Tenant, orders: TenantOrder[], foreign: Record<string, string> = {}, imports: TenantOrder[] = []): Promise<ParamFiller> {
    const owned = new Map<string, string[]>();
    for (const table of tables) {
      const condition = tenantCondition(table, tenant);
      if (!condition || !table.columns.has('id')) continue;
      const { rows } = await db.query<{ id: string }>(`SELECT id::text FROM "${table.name}" WHERE ${condition} ORDER BY id`);
      owned.set(table.name, rows.map((r) => r.id));
    }
    const attachments = tables.find((t) => t.name === 'message_attachments');
    const condition = attachments && tenantCondition(attachments, tenant);
    const [attachment] = condition
      ? (await db.query<{ message: string; attachment: string }>(`SELECT message_id::text AS message, id::text AS attachment FROM message_attachments WHERE ${condition} ORDER BY id LIMIT 1`)).rows
      : [];
    return new ParamFiller(tables, owned, orders, foreign, imports, attachment);
  }

  /** One binding per order (or import) of A when the path names one (each status allows other actions), else one. */
  bindings(route: Route): Binding[] {
    if (this.attachment && /\/message\/\{id\}\/attachment\/\{attachmentId\}$/.test(route.path)) {
      const { message, attachment } = this.attachment;
      return [{ values: { id: message, attachmentId: attachment }, label: 'attachment of its message', boundTo: ['messages', 'message_attachments'] }];
    }
    let variants: Binding[] = [{ values: {}, label: '', boundTo: [] }];
    for (const param of route.pathParams) {
      const enumValue = param.schema.enum?.find((v) => v !== null);
      if (enumValue !== undefined) {
        variants = variants.map((b) => ({ ...b, values: { ...b.values, [param.name]: String(enumValue) } }));
        continue;
      }
      const override = PARAM_TABLES[`${route.path} {${param.name}}`];
      if (override === null) {
        variants = variants.map((b) => ({ ...b, values: { ...b.values, [param.name]: NOBODYS_ID } }));
        continue;
      }
      const nouns = override ? [override] : nounsFor(route, param.name);
      const foreignNoun = nouns.find((noun) => this.foreign[noun] !== undefined);
      if (foreignNoun) {
        const id = this.foreign[foreignNoun] as string;
        variants = variants.map((b) => ({ ...b, values: { ...b.values, [param.name]: id }, boundTo: [...b.boundTo, foreignNoun] }));
        continue;
      }
      const table = nouns.map((noun) => tableFor(noun, this.tables)).find((t) => t !== undefined);
      if (!table) {
        this.unresolved.add(`${route.key} {${param.name}}`);
        variants = variants.map((b) => ({ ...b, values: { ...b.values, [param.name]: NOBODYS_ID } }));
        continue;
      }
      const perStatus = table.name === 'orders' ? this.orders : table.name === 'imports' ? this.imports : [];
      if (perStatus.length && variants.length === 1) {
        const [base] = variants as [Binding];
        const noun = table.name.slice(0, -1);
        variants = perStatus.map((o) => ({
          values: { ...base.values, [param.name]: String(o.id) },
          label: `${noun}: ${o.label}`,
          boundTo: [...base.boundTo, table.name],
        }));
        continue;
      }
      const id = this.owned.get(table.name)?.[0];
      // Every client may see every ACTIVE linguist (the talent community): on a client's path the linguist is a
      // directory entry, not A's object, so a 2xx there is no leak; A's notes, groups and relation still are.
      const directoryEntry = table.name === 'linguists' && route.path.startsWith('/client/');
      variants = variants.map((b) => ({
        values: { ...b.values, [param.name]: id ?? NOBODYS_ID },
        label: b.label,
        boundTo: id && !directoryEntry ? [...b.boundTo, table.name] : b.boundTo,
      }));
    }
    return variants;
  }
}
