// The credit-notes module's face: credit notes (Gutschriften) paying linguists for accepted work, their weekly run,
// and the linguist app's billing tabs (decision 061).
export { creditNotesModule, linguistBillingModule } from './credit-notes.routes.js';
export { previousWeek, runCreditNotes } from './credit-note-run.js';
export { creditNoteDocumentNumbers, type CreditNoteDocumentNumbers } from './credit-note-numbers.js';
