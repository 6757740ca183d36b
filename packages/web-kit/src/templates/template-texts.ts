import type { i18n as I18n } from 'i18next';
import { registerFeatureTexts, type Locales } from '../i18n/create-i18n';

/**
 * What the briefing and layout pages of the client and the back office say alike: the form, the delete dialog,
 * the list columns and the editor's labels. They load with those pages (`registerTemplateTexts`), not with
 * every app's first download; the rule messages are common texts (`templateRules`), since the linguist's
 * editor shows them too.
 */
export const TEMPLATE_TEXTS_KEY = 'templateCommon';

const en = {
  name: 'Name',
  nameRequired: 'Please enter a name.',
  nameTooLong: 'The name may have at most {{max}} characters.',
  save: 'Save',
  saved: 'Saved.',
  saveRefused: 'Please correct the marked elements.',
  deleted: 'Deleted.',
  delete: 'Delete',
  deleteTitle: 'Delete “{{name}}”?',
  deleteText: 'This cannot be undone.',
  open: 'Open',
  openNamed: 'Open {{name}}',
  briefingInUse: 'This briefing is used by an order and cannot be deleted.',
  layoutInUse: 'This layout is used by an order and cannot be deleted.',
  columns: {
    name: 'Name',
    updated: 'Last changed',
    actions: 'Actions',
  },
  editor: {
    editor: 'Template elements',
    section: 'Section',
    sectionName: 'Section name',
    sectionType: 'Type',
    types: {
      fixed: 'Fixed',
      flexible: 'Flexible',
      optional: 'Optional',
    },
    minWords: 'Min. words',
    maxWords: 'Max. words',
    content: 'Content',
    attribute: 'Attribute {{name}}',
    addSection: 'Add section',
    newSectionName: 'New section',
    elementToAdd: 'Element to add',
    addElement: 'Add element',
    moveUp: 'Move up',
    moveDown: 'Move down',
    nest: 'Move into previous element',
    unnest: 'Move out of parent element',
    remove: 'Remove',
    preview: 'Preview',
    noSections: 'No sections yet. Add a section to start.',
  },
};

export type TemplateTexts = typeof en;

const de: TemplateTexts = {
  name: 'Name',
  nameRequired: 'Bitte geben Sie einen Namen ein.',
  nameTooLong: 'Der Name darf höchstens {{max}} Zeichen haben.',
  save: 'Speichern',
  saved: 'Gespeichert.',
  saveRefused: 'Bitte korrigieren Sie die markierten Elemente.',
  deleted: 'Gelöscht.',
  delete: 'Löschen',
  deleteTitle: '„{{name}}“ löschen?',
  deleteText: 'Das kann nicht rückgängig gemacht werden.',
  open: 'Öffnen',
  openNamed: '{{name}} öffnen',
  briefingInUse: 'Dieses Briefing wird von einem Auftrag verwendet und kann nicht gelöscht werden.',
  layoutInUse: 'Dieses Layout wird von einem Auftrag verwendet und kann nicht gelöscht werden.',
  columns: {
    name: 'Name',
    updated: 'Zuletzt geändert',
    actions: 'Aktionen',
  },
  editor: {
    editor: 'Vorlagenelemente',
    section: 'Abschnitt',
    sectionName: 'Name des Abschnitts',
    sectionType: 'Typ',
    types: {
      fixed: 'Fest',
      flexible: 'Flexibel',
      optional: 'Optional',
    },
    minWords: 'Min. Wörter',
    maxWords: 'Max. Wörter',
    content: 'Inhalt',
    attribute: 'Attribut {{name}}',
    addSection: 'Abschnitt hinzufügen',
    newSectionName: 'Neuer Abschnitt',
    elementToAdd: 'Hinzuzufügendes Element',
    addElement: 'Element hinzufügen',
    moveUp: 'Nach oben',
    moveDown: 'Nach unten',
    nest: 'In vorheriges Element verschieben',
    unnest: 'Aus übergeordnetem Element verschieben',
    remove: 'Entfernen',
    preview: 'Vorschau',
    noSections: 'Noch keine Abschnitte. Fügen Sie einen Abschnitt hinzu, um zu beginnen.',
  },
};

const fr: TemplateTexts = {
  name: 'Nom',
  nameRequired: 'Veuillez saisir un nom.',
  nameTooLong: 'Le nom peut comporter au plus {{max}} caractères.',
  save: 'Enregistrer',
  saved: 'Enregistré.',
  saveRefused: 'Veuillez corriger les éléments signalés.',
  deleted: 'Supprimé.',
  delete: 'Supprimer',
  deleteTitle: 'Supprimer « {{name}} » ?',
  deleteText: 'Cette action est irréversible.',
  open: 'Ouvrir',
  openNamed: 'Ouvrir {{name}}',
  briefingInUse: 'Ce briefing est utilisé par une commande et ne peut pas être supprimé.',
  layoutInUse: 'Cette mise en page est utilisée par une commande et ne peut pas être supprimée.',
  columns: {
    name: 'Nom',
    updated: 'Dernière modification',
    actions: 'Actions',
  },
  editor: {
    editor: 'Éléments du modèle',
    section: 'Section',
    sectionName: 'Nom de la section',
    sectionType: 'Type',
    types: {
      fixed: 'Fixe',
      flexible: 'Flexible',
      optional: 'Facultative',
    },
    minWords: 'Mots min.',
    maxWords: 'Mots max.',
    content: 'Contenu',
    attribute: 'Attribut {{name}}',
    addSection: 'Ajouter une section',
    newSectionName: 'Nouvelle section',
    elementToAdd: 'Élément à ajouter',
    addElement: 'Ajouter l’élément',
    moveUp: 'Monter',
    moveDown: 'Descendre',
    nest: 'Déplacer dans l’élément précédent',
    unnest: 'Sortir de l’élément parent',
    remove: 'Retirer',
    preview: 'Aperçu',
    noSections: 'Pas encore de section. Ajoutez une section pour commencer.',
  },
};

const it: TemplateTexts = {
  name: 'Nome',
  nameRequired: 'Inserisci un nome.',
  nameTooLong: 'Il nome può avere al massimo {{max}} caratteri.',
  save: 'Salva',
  saved: 'Salvato.',
  saveRefused: 'Correggi gli elementi segnalati.',
  deleted: 'Eliminato.',
  delete: 'Elimina',
  deleteTitle: 'Eliminare «{{name}}»?',
  deleteText: 'L’operazione non può essere annullata.',
  open: 'Apri',
  openNamed: 'Apri {{name}}',
  briefingInUse: 'Questo briefing è usato da un ordine e non può essere eliminato.',
  layoutInUse: 'Questo layout è usato da un ordine e non può essere eliminato.',
  columns: {
    name: 'Nome',
    updated: 'Ultima modifica',
    actions: 'Azioni',
  },
  editor: {
    editor: 'Elementi del modello',
    section: 'Sezione',
    sectionName: 'Nome della sezione',
    sectionType: 'Tipo',
    types: {
      fixed: 'Fissa',
      flexible: 'Flessibile',
      optional: 'Facoltativa',
    },
    minWords: 'Parole min.',
    maxWords: 'Parole max.',
    content: 'Contenuto',
    attribute: 'Attributo {{name}}',
    addSection: 'Aggiungi sezione',
    newSectionName: 'Nuova sezione',
    elementToAdd: 'Elemento da aggiungere',
    addElement: 'Aggiungi elemento',
    moveUp: 'Sposta su',
    moveDown: 'Sposta giù',
    nest: 'Sposta nell’elemento precedente',
    unnest: 'Sposta fuori dall’elemento superiore',
    remove: 'Rimuovi',
    preview: 'Anteprima',
    noSections: 'Ancora nessuna sezione. Aggiungi una sezione per iniziare.',
  },
};

export const templateTexts: Locales<TemplateTexts> = { en, de, fr, it };

/** Adds the shared template page texts to the app's i18n; the app's template feature calls it when it loads. */
export function registerTemplateTexts(i18n: I18n): void {
  registerFeatureTexts(i18n, {
    en: { [TEMPLATE_TEXTS_KEY]: en },
    de: { [TEMPLATE_TEXTS_KEY]: de },
    fr: { [TEMPLATE_TEXTS_KEY]: fr },
    it: { [TEMPLATE_TEXTS_KEY]: it },
  });
}
