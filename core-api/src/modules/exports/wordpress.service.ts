import { QueryTypes, type Transaction } from 'sequelize';
import { AppError } from '@inkwell/service-kit';
import type { WordpressCategory, WordpressConnectionCheck, WordpressPostStatus, WordpressSettings, WordpressSettingsRequest } from '@inkwell/contracts';
import { database } from '../../shared/database.js';
import type { ExportableText } from '../orders/index.js';
import type { SecretBox } from './secret-box.js';
import { assertPublicSite } from './site-address.js';
import { listCategories, savePost, whoAmI, type WordpressSite } from './wordpress-client.js';
import { textAsHtml } from './text-html.js';

export interface WordpressDeps {
  box: SecretBox;
  production: boolean;
}

interface ConnectionRow {
  site_url: string;
  username: string;
  password_encrypted: string;
  password_hint: string;
  updated_at: Date;
}

async function connectionRow(clientId: number): Promise<ConnectionRow | null> {
  const [row] = await database().query<ConnectionRow>('SELECT site_url, username, password_encrypted, password_hint, updated_at FROM wordpress_connections WHERE client_id = :clientId', {
    type: QueryTypes.SELECT,
    replacements: { clientId },
  });
  return row ?? null;
}

function hintOf(password: string): string {
  return `•••• ${password.replace(/\s/g, '').slice(-4)}`;
}

function normalisedSite(siteUrl: string): string {
  const url = new URL(siteUrl);
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

export async function getWordpressSettings(clientId: number): Promise<{ connection: WordpressSettings | null }> {
  const row = await connectionRow(clientId);
  return { connection: row ? { siteUrl: row.site_url, username: row.username, passwordHint: row.password_hint, updatedAt: row.updated_at.toISOString() } : null };
}

/** Saves the client's connection; a blank password keeps the stored one (it is never sent back to be re-entered). */
export async function saveWordpressSettings(deps: WordpressDeps, clientId: number, input: WordpressSettingsRequest): Promise<{ connection: WordpressSettings | null }> {
  const stored = await connectionRow(clientId);
  const password = input.applicationPassword ? input.applicationPassword : null;
  if (!password && !stored) throw AppError.badRequest('Enter the application password WordPress created for this site', 'applicationPassword');
  await database().query(
    `INSERT INTO wordpress_connections (client_id, site_url, username, password_encrypted, password_hint)
     VALUES (:clientId, :siteUrl, :username, :sealed, :hint)
     ON CONFLICT (client_id) DO UPDATE SET site_url = EXCLUDED.site_url, username = EXCLUDED.username,
       password_encrypted = EXCLUDED.password_encrypted, password_hint = EXCLUDED.password_hint, updated_at = now()`,
    {
      replacements: {
        clientId,
        siteUrl: normalisedSite(input.siteUrl),
        username: input.username,
        sealed: password ? deps.box.seal(password) : stored!.password_encrypted,
        hint: password ? hintOf(password) : stored!.password_hint,
      },
    },
  );
  return getWordpressSettings(clientId);
}

export async function removeWordpressSettings(clientId: number): Promise<void> {
  await database().query('DELETE FROM wordpress_connections WHERE client_id = :clientId', { replacements: { clientId } });
}

async function savedSite(deps: WordpressDeps, clientId: number): Promise<WordpressSite> {
  const row = await connectionRow(clientId);
  if (!row) throw AppError.unprocessable('Connect a WordPress site in the settings first', { wordpress: ['Connect a WordPress site in the settings first'] });
  return { siteUrl: row.site_url, username: row.username, applicationPassword: deps.box.open(row.password_encrypted) };
}

/** Tries the form as typed, or the saved connection when the body names no site. */
export async function checkWordpressConnection(deps: WordpressDeps, clientId: number, input: Partial<WordpressSettingsRequest>): Promise<WordpressConnectionCheck> {
  let site: WordpressSite;
  if (input.siteUrl && input.username) {
    const password = input.applicationPassword || (await connectionRow(clientId).then((row) => (row ? deps.box.open(row.password_encrypted) : null)));
    if (!password) throw AppError.badRequest('Enter the application password WordPress created for this site', 'applicationPassword');
    site = { siteUrl: normalisedSite(input.siteUrl), username: input.username, applicationPassword: password };
  } else {
    site = await savedSite(deps, clientId);
  }
  await assertPublicSite(site.siteUrl, deps.production);
  return { ok: true, userName: await whoAmI(site) };
}

export async function wordpressCategories(deps: WordpressDeps, clientId: number): Promise<{ data: WordpressCategory[] }> {
  const site = await savedSite(deps, clientId);
  await assertPublicSite(site.siteUrl, deps.production);
  return { data: await listCategories(site) };
}

export interface WordpressExportResult {
  orderId: number;
  postId: number;
  link: string | null;
  created: boolean;
}

/**
 * Writes each text as a post of the client's site. A text exported to the same site before updates its post
 * (wordpress_posts keeps the id), so exporting again never duplicates; each post's id is kept as soon as
 * WordPress answers, so a failure halfway leaves the posts already written linked for the next try.
 */
export async function exportToWordpress(
  deps: WordpressDeps,
  clientId: number,
  texts: readonly ExportableText[],
  options: { categoryId: number; status: WordpressPostStatus },
): Promise<WordpressExportResult[]> {
  const site = await savedSite(deps, clientId);
  await assertPublicSite(site.siteUrl, deps.production);
  const results: WordpressExportResult[] = [];
  for (const text of texts) {
    const [known] = await database().query<{ post_id: string }>('SELECT post_id FROM wordpress_posts WHERE order_id = :orderId AND site_url = :siteUrl', {
      type: QueryTypes.SELECT,
      replacements: { orderId: text.orderId, siteUrl: site.siteUrl },
    });
    const knownId = known ? Number(known.post_id) : null;
    const post = await savePost(site, { title: text.title, html: textAsHtml(text.content), categoryId: options.categoryId, status: options.status }, knownId);
    await database().query(
      `INSERT INTO wordpress_posts (order_id, site_url, post_id, link) VALUES (:orderId, :siteUrl, :postId, :link)
       ON CONFLICT (order_id, site_url) DO UPDATE SET post_id = EXCLUDED.post_id, link = EXCLUDED.link, exported_at = now()`,
      { replacements: { orderId: text.orderId, siteUrl: site.siteUrl, postId: post.id, link: post.link } },
    );
    results.push({ orderId: text.orderId, postId: post.id, link: post.link, created: post.id !== knownId });
  }
  return results;
}

/** The site an export went to, for the export's record. */
export async function wordpressSiteOf(clientId: number, transaction?: Transaction): Promise<string | null> {
  const [row] = await database().query<{ site_url: string }>('SELECT site_url FROM wordpress_connections WHERE client_id = :clientId', {
    type: QueryTypes.SELECT,
    replacements: { clientId },
    transaction,
  });
  return row?.site_url ?? null;
}
