/** The group page's texts, loaded with it (see ./index.ts). */
export const en = {
  back: 'Back to the groups of {{client}}',
  notFound: 'This group does not exist.',
  details: {
    title: 'Group details',
    type: 'Type',
    client: 'Client',
    members: 'Members',
    created: 'Created',
  },
  members: {
    title: 'Members',
    empty: 'The group has no members yet.',
    columns: {
      name: 'Linguist',
      level: 'Level',
      roles: 'Roles',
      languages: 'Languages',
      actions: 'Actions',
    },
    remove: 'Remove',
    removeOf: 'Remove {{name}} from the group',
    removed: '{{name}} was removed from the group.',
  },
  add: {
    title: 'Add a member',
    hint: 'She must serve the group’s type and must not be blocked by the client.',
    submit: 'Add to the group',
    added: '{{name}} was added to the group.',
  },
  rename: {
    open: 'Rename',
    title: 'Rename the group',
    name: 'Name',
    nameTooLong: 'Enter at most {{max}} characters.',
    save: 'Save',
    back: 'Back',
    done: 'The group was renamed.',
  },
  list: {
    title: 'Linguist groups',
    searchPlaceholder: 'Search by group or client name, or group number',
    type: 'Type',
    anyType: 'All types',
    empty: 'No client has a group yet.',
    columns: {
      name: 'Group',
      type: 'Type',
      client: 'Client',
      members: 'Members',
      created: 'Created',
    },
  },
};

export type GroupTexts = typeof en;
