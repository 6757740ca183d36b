import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { registerFeatureTexts, type Locales } from '../i18n/create-i18n';

/** What the project edit dialog says, for the client on her project and for staff on any project. */
export const PROJECT_EDIT_TEXTS_KEY = 'projectEdit';

const en = {
  title: 'Edit project',
  save: 'Save',
  cancel: 'Cancel',
  saved: 'The project was saved.',
  fields: {
    name: 'Project name',
    purchaseOrder: 'Purchase order (PO)',
    quoteId: 'Quote',
    externalId: 'External ID',
    deadline: 'Deadline',
  },
  tooLong: 'Please use at most {{max}} characters.',
  invalidDate: 'Please enter a valid date.',
};

type ProjectEditTexts = typeof en;

const de: ProjectEditTexts = {
  title: 'Projekt bearbeiten',
  save: 'Speichern',
  cancel: 'Abbrechen',
  saved: 'Das Projekt wurde gespeichert.',
  fields: {
    name: 'Projektname',
    purchaseOrder: 'Bestellnummer (PO)',
    quoteId: 'Angebot',
    externalId: 'Externe ID',
    deadline: 'Frist',
  },
  tooLong: 'Bitte verwenden Sie höchstens {{max}} Zeichen.',
  invalidDate: 'Bitte geben Sie ein gültiges Datum ein.',
};

const fr: ProjectEditTexts = {
  title: 'Modifier le projet',
  save: 'Enregistrer',
  cancel: 'Annuler',
  saved: 'Le projet a été enregistré.',
  fields: {
    name: 'Nom du projet',
    purchaseOrder: 'Bon de commande (PO)',
    quoteId: 'Devis',
    externalId: 'ID externe',
    deadline: 'Échéance',
  },
  tooLong: 'Veuillez utiliser au plus {{max}} caractères.',
  invalidDate: 'Veuillez saisir une date valide.',
};

const it: ProjectEditTexts = {
  title: 'Modifica progetto',
  save: 'Salva',
  cancel: 'Annulla',
  saved: 'Il progetto è stato salvato.',
  fields: {
    name: 'Nome del progetto',
    purchaseOrder: 'Ordine d’acquisto (PO)',
    quoteId: 'Preventivo',
    externalId: 'ID esterno',
    deadline: 'Scadenza',
  },
  tooLong: 'Usa al massimo {{max}} caratteri.',
  invalidDate: 'Inserisci una data valida.',
};

export const projectEditTexts: Locales<ProjectEditTexts> = { en, de, fr, it };

export function registerProjectEditTexts(i18n: I18n): void {
  registerFeatureTexts(i18n, {
    en: { [PROJECT_EDIT_TEXTS_KEY]: en },
    de: { [PROJECT_EDIT_TEXTS_KEY]: de },
    fr: { [PROJECT_EDIT_TEXTS_KEY]: fr },
    it: { [PROJECT_EDIT_TEXTS_KEY]: it },
  });
}

/** `text('title')` reads `projectEdit.title`. */
export function useProjectEditText() {
  const { t } = useTranslation();
  return useCallback((key: string, options?: Record<string, unknown>) => t(`${PROJECT_EDIT_TEXTS_KEY}.${key}`, options), [t]);
}
