export const ROLES = ['client', 'admin', 'linguist'] as const;
export type Role = (typeof ROLES)[number];

export const INTERFACE_LANGUAGES = ['en', 'de', 'fr', 'it'] as const;
export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number];
export const DEFAULT_INTERFACE_LANGUAGE: InterfaceLanguage = 'en';
