import type { i18n as I18n } from 'i18next';
import { registerFeatureTexts, type Locales } from '../i18n/create-i18n';

/**
 * What a list of notes says in every app alike (the client's notes on a linguist, staff's notes on her). Each app
 * names the list, its empty state and who may read the notes; these load with the pages that show notes.
 */
export const NOTE_TEXTS_KEY = 'notesCommon';

const en = {
  newNote: 'New note',
  editNote: 'Edit note',
  add: 'Add note',
  save: 'Save',
  cancel: 'Cancel',
  edit: 'Edit',
  editNamed: 'Edit the note of {{date}}',
  delete: 'Delete',
  deleteNamed: 'Delete the note of {{date}}',
  deleteTitle: 'Delete this note?',
  counter: '{{count}} of {{max}} characters',
  tooLong: 'A note has at most {{max}} characters.',
  required: 'Please write a note.',
  written: 'Written {{date}}',
  edited: 'Edited {{date}}',
};
export type NoteTexts = typeof en;

const de: NoteTexts = {
  newNote: 'Neue Notiz',
  editNote: 'Notiz bearbeiten',
  add: 'Notiz hinzufügen',
  save: 'Speichern',
  cancel: 'Abbrechen',
  edit: 'Bearbeiten',
  editNamed: 'Notiz vom {{date}} bearbeiten',
  delete: 'Löschen',
  deleteNamed: 'Notiz vom {{date}} löschen',
  deleteTitle: 'Diese Notiz löschen?',
  counter: '{{count}} von {{max}} Zeichen',
  tooLong: 'Eine Notiz hat höchstens {{max}} Zeichen.',
  required: 'Bitte schreiben Sie eine Notiz.',
  written: 'Geschrieben am {{date}}',
  edited: 'Bearbeitet am {{date}}',
};

const fr: NoteTexts = {
  newNote: 'Nouvelle note',
  editNote: 'Modifier la note',
  add: 'Ajouter la note',
  save: 'Enregistrer',
  cancel: 'Annuler',
  edit: 'Modifier',
  editNamed: 'Modifier la note du {{date}}',
  delete: 'Supprimer',
  deleteNamed: 'Supprimer la note du {{date}}',
  deleteTitle: 'Supprimer cette note ?',
  counter: '{{count}} sur {{max}} caractères',
  tooLong: 'Une note compte au plus {{max}} caractères.',
  required: 'Veuillez écrire une note.',
  written: 'Écrite le {{date}}',
  edited: 'Modifiée le {{date}}',
};

const it: NoteTexts = {
  newNote: 'Nuova nota',
  editNote: 'Modifica nota',
  add: 'Aggiungi nota',
  save: 'Salva',
  cancel: 'Annulla',
  edit: 'Modifica',
  editNamed: 'Modifica la nota del {{date}}',
  delete: 'Elimina',
  deleteNamed: 'Elimina la nota del {{date}}',
  deleteTitle: 'Eliminare questa nota?',
  counter: '{{count}} di {{max}} caratteri',
  tooLong: 'Una nota ha al massimo {{max}} caratteri.',
  required: 'Scrivi una nota.',
  written: 'Scritta il {{date}}',
  edited: 'Modificata il {{date}}',
};

export const noteTexts: Locales<NoteTexts> = { en, de, fr, it };

/** Adds the shared note texts to the app's i18n; a page showing notes calls it when it loads. */
export function registerNoteTexts(i18n: I18n): void {
  registerFeatureTexts(i18n, {
    en: { [NOTE_TEXTS_KEY]: en },
    de: { [NOTE_TEXTS_KEY]: de },
    fr: { [NOTE_TEXTS_KEY]: fr },
    it: { [NOTE_TEXTS_KEY]: it },
  });
}
