import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeWordpressPost {
  id: number;
  title: string;
  content: string;
  status: string;
  categories: number[];
  /** how many times it was written: 1 after creation, +1 per update */
  revisions: number;
}

export interface FakeWordpressServer {
  url: string;
  username: string;
  applicationPassword: string;
  categories: { id: number; name: string }[];
  posts: Map<number, FakeWordpressPost>;
  close(): Promise<void>;
}

/**
 * The part of the WordPress REST API the export uses, for tests and the e2e story: application-password Basic
 * auth (401 otherwise), /wp-json/wp/v2/users/me, /categories, and /posts (create; update by POST /posts/{id}).
 */
export async function startFakeWordpressServer(options: { username?: string; applicationPassword?: string } = {}): Promise<FakeWordpressServer> {
  const username = options.username ?? 'editor';
  // WordPress shows application passwords in groups of four; clients paste them with or without the spaces.
  const applicationPassword = options.applicationPassword ?? 'abcd EFGH ijkl MNOP qrst UVWX';
  const categories = [
    { id: 3, name: 'Guides' },
    { id: 7, name: 'News' },
  ];
  const posts = new Map<number, FakeWordpressPost>();
  let nextId = 100;

  const server = http.createServer((req, res) => {
    const answer = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const [scheme, credentials] = (req.headers.authorization ?? '').split(' ');
    const [user, ...rest] = Buffer.from(credentials ?? '', 'base64').toString('utf8').split(':');
    if (scheme !== 'Basic' || user !== username || rest.join(':').replace(/\s/g, '') !== applicationPassword.replace(/\s/g, '')) {
      return answer(401, { code: 'rest_not_logged_in', message: 'You are not currently logged in.', data: { status: 401 } });
    }
    const url = new URL(req.url ?? '/', 'http://wordpress.test');
    const path = url.pathname.replace(/\/+$/, '');
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      if (req.method === 'GET' && path === '/wp-json/wp/v2/users/me') return answer(200, { id: 1, name: 'Eddie Editor', slug: username });
      if (req.method === 'GET' && path === '/wp-json/wp/v2/categories') return answer(200, categories.map((c) => ({ ...c, slug: c.name.toLowerCase(), taxonomy: 'category' })));
      const postPath = /^\/wp-json\/wp\/v2\/posts(?:\/(\d+))?$/.exec(path);
      if (req.method === 'GET' && postPath && !postPath[1]) return answer(200, [...posts.values()].map(shape));
      if (req.method === 'POST' && postPath) {
        const body = JSON.parse(raw || '{}') as { title?: string; content?: string; status?: string; categories?: number[] };
        const existing = postPath[1] ? posts.get(Number(postPath[1])) : undefined;
        if (postPath[1] && !existing) return answer(404, { code: 'rest_post_invalid_id', message: 'Invalid post ID.', data: { status: 404 } });
        const post: FakeWordpressPost = existing ?? { id: nextId++, title: '', content: '', status: 'draft', categories: [], revisions: 0 };
        post.title = body.title ?? post.title;
        post.content = body.content ?? post.content;
        post.status = body.status ?? post.status;
        post.categories = body.categories ?? post.categories;
        post.revisions += 1;
        posts.set(post.id, post);
        return answer(existing ? 200 : 201, shape(post));
      }
      answer(404, { code: 'rest_no_route', message: 'No route was found matching the URL and request method.', data: { status: 404 } });
    });
  });

  function shape(post: FakeWordpressPost) {
    return { id: post.id, status: post.status, title: { raw: post.title, rendered: post.title }, content: { raw: post.content }, categories: post.categories, link: `${url}/?p=${post.id}` };
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    username,
    applicationPassword,
    categories,
    posts,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
