/** Spec §9: what a missing or unreadable value shows as. */
export const EMPTY_VALUE = '-';
