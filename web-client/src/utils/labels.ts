import type { TFunction } from 'i18next';

/** Quality levels by code (spec §9), translated; a code the app does not know shows as it is. */
export const levelLabel = (t: TFunction, code: string): string => t(`levels.${code}`, { defaultValue: code });
