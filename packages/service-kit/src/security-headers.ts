import type { RequestHandler } from 'express';

/** What the browser apps may load beyond their own origin (decision 067). */
export interface AppPolicyNeeds {
  /** Stripe.js for the deposit dialog's card form: its script, its frames and its API (client app) */
  stripe?: boolean;
  /** WebAssembly compiled in a worker: the linguist editor's spell checker (hunspell) */
  webAssembly?: boolean;
  /**
   * outside production, the page may also call local servers on loopback: the e2e suite's fake Stripe API and
   * local tools answer there; production never allows it
   */
  development?: boolean;
}

/**
 * The Content-Security-Policy of a browser app's pages and files: scripts only from the app's own origin (Vite
 * emits no inline script), Stripe.js only where the deposit dialog needs it; styles may be inline because
 * styled-components writes its rules into <style> elements at run time.
 */
export function appContentSecurityPolicy(needs: AppPolicyNeeds = {}): string {
  // Stripe's documented sources for Stripe.js and its card frames.
  const stripe = needs.stripe ? ['https://js.stripe.com', 'https://*.js.stripe.com'] : [];
  const local = needs.development ? ['http://127.0.0.1:*', 'http://localhost:*'] : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(needs.webAssembly ? ["'wasm-unsafe-eval'"] : []), ...stripe],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...(needs.stripe ? ['https://*.stripe.com'] : [])],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(needs.webAssembly ? ['data:'] : []), ...(needs.stripe ? ['https://api.stripe.com'] : []), ...local],
    'frame-src': needs.stripe ? [...stripe, 'https://hooks.stripe.com'] : ["'none'"],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** core-api answers JSON and files, never a page: nothing may run or be framed. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export interface SecurityHeaderOptions {
  /** HSTS only in production: it pins the browser to https for a year, which a local http install must not get */
  production: boolean;
  contentSecurityPolicy: string;
  /** Referrer-Policy: the apps send their origin to other sites; core-api sends nothing */
  referrerPolicy?: 'strict-origin-when-cross-origin' | 'no-referrer';
  /** features the pages may use (Permissions-Policy); by default none of the powerful ones */
  permissionsPolicy?: string;
}

/** No camera, microphone, location or other powerful feature for any page; payment only for Stripe's frames. */
export const DEFAULT_PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), usb=(), payment=()';
export const STRIPE_PERMISSIONS_POLICY = DEFAULT_PERMISSIONS_POLICY.replace('payment=()', 'payment=(self "https://js.stripe.com")');

/**
 * The headers OWASP ASVS 14.4 asks of every answer: CSP, nosniff, no framing, a referrer policy, a permissions
 * policy and, in production, HSTS. A route may still set a stricter CSP of its own (a downloaded file's sandbox).
 */
export function securityHeaders(options: SecurityHeaderOptions): RequestHandler {
  const headers: [string, string][] = [
    ['Content-Security-Policy', options.contentSecurityPolicy],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ['Referrer-Policy', options.referrerPolicy ?? 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', options.permissionsPolicy ?? DEFAULT_PERMISSIONS_POLICY],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ...(options.production ? ([['Strict-Transport-Security', 'max-age=31536000; includeSubDomains']] as [string, string][]) : []),
  ];
  return (_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}
