import type { TFunction } from 'i18next';
import { errorToText, toHttpError } from '../api/error-to-text';
import { GENERATOR_TEXTS_KEY } from './generator-texts';

/**
 * The generator's refusals in the interface language: not configured (503), not among the services (403), the
 * provider failed or answered nonsense (502) or too slowly (504), a limit reached (429); else the shared helper.
 */
export function generatorErrorText(error: unknown, t: TFunction): string {
  const status = toHttpError(error)?.status;
  const key = { 403: 'notAvailable', 429: 'limitReached', 502: 'providerFailed', 503: 'notConfigured', 504: 'providerTimeout' }[status ?? 0];
  return key ? t(`${GENERATOR_TEXTS_KEY}.${key}`) : errorToText(error, t);
}

export const isNotConfigured = (error: unknown) => toHttpError(error)?.status === 503;
