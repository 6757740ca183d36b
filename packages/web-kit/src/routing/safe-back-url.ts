const PROBE_ORIGIN = 'http://inkwell.invalid';

/**
 * The back_url of a login link if it points inside this app, else null.
 * Only same-origin paths pass: '//evil.com', '/\\evil.com', 'https://…' and 'javascript:' would let a crafted
 * link send a freshly logged-in user to another site.
 */
export function safeBackUrl(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  try {
    const url = new URL(value, PROBE_ORIGIN);
    if (url.origin !== PROBE_ORIGIN) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
