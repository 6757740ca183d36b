import type { AppTexts, Locales } from '@inkwell/web-kit';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';
import { it } from './it';

export const appLocales: Locales<AppTexts> = { en, de, fr, it };
