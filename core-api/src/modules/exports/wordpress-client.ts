import { AppError } from '@inkwell/service-kit';
import type { WordpressCategory, WordpressPostStatus } from '@inkwell/contracts';

/** How core-api reaches a client's WordPress site: its REST API with an application password (Basic auth). */
export interface WordpressSite {
  siteUrl: string;
  username: string;
  applicationPassword: string;
}

export interface WordpressPost {
  id: number;
  link: string | null;
}

const TIMEOUT_MS = 15_000;

function endpoint(site: WordpressSite, path: string): string {
  return `${site.siteUrl.replace(/\/+$/, '')}/wp-json/wp/v2/${path}`;
}

/**
 * One call to the site. WordPress's refusals become 422s naming the field the client can fix: the password for a
 * 401/403, the site for an address that does not answer or is not WordPress; never a 5xx of ours.
 */
async function call<T>(site: WordpressSite, method: 'GET' | 'POST', path: string, body?: object, missing?: T): Promise<T> {
  const auth = Buffer.from(`${site.username}:${site.applicationPassword}`).toString('base64');
  let res: Response;
  try {
    res = await fetch(endpoint(site, path), {
      method,
      headers: { Authorization: `Basic ${auth}`, Accept: 'application/json', ...(body ? { 'Content-Type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      redirect: 'error',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw AppError.unprocessable('The WordPress site does not answer', { siteUrl: ['The WordPress site does not answer'] });
  }
  if (res.status === 401 || res.status === 403) {
    throw AppError.unprocessable('WordPress refused the user name or application password', { applicationPassword: ['WordPress refused the user name or application password'] });
  }
  if (res.status === 404 && missing !== undefined) return missing;
  if (!res.ok) {
    throw AppError.unprocessable(`The WordPress site answered ${res.status}`, { siteUrl: [`The WordPress site answered ${res.status}`] });
  }
  try {
    return (await res.json()) as T;
  } catch {
    throw AppError.unprocessable('The address does not answer as a WordPress REST API', { siteUrl: ['The address does not answer as a WordPress REST API'] });
  }
}

export async function whoAmI(site: WordpressSite): Promise<string> {
  const me = await call<{ name?: unknown; slug?: unknown }>(site, 'GET', 'users/me?context=edit');
  return typeof me.name === 'string' ? me.name : site.username;
}

export async function listCategories(site: WordpressSite): Promise<WordpressCategory[]> {
  const categories = await call<{ id: number; name: string }[]>(site, 'GET', 'categories?per_page=100&orderby=name&order=asc');
  if (!Array.isArray(categories)) throw AppError.unprocessable('The address does not answer as a WordPress REST API', { siteUrl: ['The address does not answer as a WordPress REST API'] });
  return categories.map((c) => ({ id: Number(c.id), name: String(c.name) }));
}

export interface PostContent {
  title: string;
  html: string;
  categoryId: number | null;
  status: WordpressPostStatus;
}

/** Creates a post, or updates `postId` when the text was exported before: WordPress updates a post on POST /posts/{id}. */
export async function savePost(site: WordpressSite, content: PostContent, postId: number | null): Promise<WordpressPost> {
  const body = { title: content.title, content: content.html, status: content.status, ...(content.categoryId ? { categories: [content.categoryId] } : {}) };
  if (postId !== null) {
    // A post someone deleted on the site is written again rather than failing the export.
    const updated = await call<{ id: number; link?: string } | null>(site, 'POST', `posts/${postId}`, body, null);
    if (updated) return { id: Number(updated.id), link: typeof updated.link === 'string' ? updated.link : null };
  }
  const post = await call<{ id: number; link?: string }>(site, 'POST', 'posts', body);
  return { id: Number(post.id), link: typeof post.link === 'string' ? post.link : null };
}
