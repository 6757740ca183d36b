import type { GroupTexts } from './en';

export const fr: GroupTexts = {
  back: 'Retour aux groupes de {{client}}',
  notFound: 'Ce groupe n’existe pas.',
  details: {
    title: 'Détails du groupe',
    type: 'Type',
    client: 'Client',
    members: 'Membres',
    created: 'Créé le',
  },
  members: {
    title: 'Membres',
    empty: 'Le groupe n’a pas encore de membres.',
    columns: {
      name: 'Linguiste',
      level: 'Niveau',
      roles: 'Rôles',
      languages: 'Langues',
      actions: 'Actions',
    },
    remove: 'Retirer',
    removeOf: 'Retirer {{name}} du groupe',
    removed: '{{name}} a été retiré(e) du groupe.',
  },
  add: {
    title: 'Ajouter un membre',
    hint: 'Elle doit servir le type du groupe et ne pas être bloquée par le client.',
    submit: 'Ajouter au groupe',
    added: '{{name}} a été ajouté(e) au groupe.',
  },
  rename: {
    open: 'Renommer',
    title: 'Renommer le groupe',
    name: 'Nom',
    nameTooLong: 'Saisissez au plus {{max}} caractères.',
    save: 'Enregistrer',
    back: 'Retour',
    done: 'Le groupe a été renommé.',
  },
  list: {
    title: 'Groupes de linguistes',
    searchPlaceholder: 'Rechercher par nom de groupe ou de client, ou numéro de groupe',
    type: 'Type',
    anyType: 'Tous les types',
    empty: 'Aucun client n’a encore de groupe.',
    columns: {
      name: 'Groupe',
      type: 'Type',
      client: 'Client',
      members: 'Membres',
      created: 'Créé',
    },
  },
};
