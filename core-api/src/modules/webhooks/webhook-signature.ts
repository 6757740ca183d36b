import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { WEBHOOK_SECRET_PREFIX, WEBHOOK_TOLERANCE_SECONDS } from '@inkwell/contracts';

/** A new endpoint's signing secret: 32 random bytes. */
export function newWebhookSecret(): string {
  return `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;
}

/** `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`, Stripe's scheme (decision 069). */
export function signWebhookBody(secret: string, body: string, at: number = Math.floor(Date.now() / 1000)): string {
  const v1 = createHmac('sha256', secret).update(`${at}.${body}`).digest('hex');
  return `t=${at},v1=${v1}`;
}

/** What a receiver does: true for a signature of this body by this secret within the replay window. */
export function verifyWebhookSignature(secret: string, body: string, header: string, now: number = Math.floor(Date.now() / 1000)): boolean {
  const parts = new Map(header.split(',').map((part) => part.split('=', 2) as [string, string]));
  const at = Number(parts.get('t'));
  const given = Buffer.from(parts.get('v1') ?? '', 'hex');
  if (!Number.isInteger(at) || Math.abs(now - at) > WEBHOOK_TOLERANCE_SECONDS) return false;
  const expected = createHmac('sha256', secret).update(`${at}.${body}`).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}
