/**
 * A text cell that a spreadsheet program would read as a formula (=, +, -, @, or a tab or carriage return before
 * one) is written with a leading apostrophe, so opening a sheet we wrote never runs what a user typed (CSV/Excel
 * injection). Every module that writes .xlsx or .csv passes user text through this.
 */
export function spreadsheetSafeText(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
