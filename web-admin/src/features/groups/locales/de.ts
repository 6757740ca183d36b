import type { GroupTexts } from './en';

export const de: GroupTexts = {
  back: 'Zurück zu den Gruppen von {{client}}',
  notFound: 'Diese Gruppe gibt es nicht.',
  details: {
    title: 'Angaben zur Gruppe',
    type: 'Art',
    client: 'Kunde',
    members: 'Mitglieder',
    created: 'Angelegt',
  },
  members: {
    title: 'Mitglieder',
    empty: 'Die Gruppe hat noch keine Mitglieder.',
    columns: {
      name: 'Linguist',
      level: 'Stufe',
      roles: 'Rollen',
      languages: 'Sprachen',
      actions: 'Aktionen',
    },
    remove: 'Entfernen',
    removeOf: '{{name}} aus der Gruppe entfernen',
    removed: '{{name}} wurde aus der Gruppe entfernt.',
  },
  add: {
    title: 'Ein Mitglied hinzufügen',
    hint: 'Sie muss die Art der Gruppe bedienen und darf vom Kunden nicht gesperrt sein.',
    submit: 'Zur Gruppe hinzufügen',
    added: '{{name}} wurde der Gruppe hinzugefügt.',
  },
  rename: {
    open: 'Umbenennen',
    title: 'Die Gruppe umbenennen',
    name: 'Name',
    nameTooLong: 'Gib höchstens {{max}} Zeichen ein.',
    save: 'Speichern',
    back: 'Zurück',
    done: 'Die Gruppe wurde umbenannt.',
  },
  list: {
    title: 'Linguistengruppen',
    searchPlaceholder: 'Nach Gruppen- oder Kundenname oder Gruppennummer suchen',
    type: 'Art',
    anyType: 'Alle Arten',
    empty: 'Noch kein Kunde hat eine Gruppe.',
    columns: {
      name: 'Gruppe',
      type: 'Art',
      client: 'Kunde',
      members: 'Mitglieder',
      created: 'Angelegt',
    },
  },
};
