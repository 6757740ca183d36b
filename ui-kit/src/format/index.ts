export { defaultRelativeDateLabels, formatDate, formatRelativeDate, type DateInput, type RelativeDateLabels } from './date';
export { EMPTY_VALUE } from './empty-value';
export { CURRENCY_SYMBOLS, formatDecimalMoney, formatMoney, formatNumber, formatPricePerWord, formatRate, type Currency } from './number';
// What a person types as a decimal, and the exact shift between units, are @inkwell/money's.
export { shiftDecimal, typedDecimal } from '@inkwell/money';
export { languageGroup, normalizeUrl, revisionOrdinal, truncateAtWord } from './text';
