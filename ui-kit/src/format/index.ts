export { defaultRelativeDateLabels, formatDate, formatRelativeDate, type DateInput, type RelativeDateLabels } from './date';
export { EMPTY_VALUE } from './empty-value';
export { CURRENCY_SYMBOLS, formatMoney, formatNumber, type Currency } from './number';
export { languageGroup, normalizeUrl, revisionOrdinal, truncateAtWord } from './text';
