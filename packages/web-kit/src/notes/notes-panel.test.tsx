import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import { INTERFACE_LANGUAGES } from '@inkwell/contracts';
import { textKeys } from '../i18n/create-i18n';
import { renderTestApp, testI18n } from '../testing/test-app';
import { noteTexts, registerNoteTexts } from './note-texts';
import { NotesPanel, type NoteOutcome, type NoteRecord } from './notes-panel';

registerNoteTexts(testI18n);

afterEach(() => testI18n.changeLanguage('en'));

const MAX = 20;
const written = (id: number, text: string, updatedAt = '2025-03-01T10:00:00Z'): NoteRecord => ({ id, text, createdAt: '2025-03-01T10:00:00Z', updatedAt });

/** The panel over a list kept in memory, as the apps keep theirs in RTK Query; `fail` makes the next call answer an error. */
function Harness({ initial, fail }: { initial: NoteRecord[]; fail?: { current: boolean } }) {
  const [notes, setNotes] = useState(initial);
  const answer = (change: () => void): Promise<NoteOutcome> => {
    if (fail?.current) return Promise.resolve({ error: { status: 409, data: { message: 'Core said no' } } });
    change();
    return Promise.resolve({});
  };
  return (
    <NotesPanel
      notes={notes}
      loading={false}
      error={undefined}
      maxLength={MAX}
      listLabel="Staff notes"
      emptyText="No notes yet."
      hint="Only staff see these."
      deleteText="Gone for good."
      onAdd={(text) => answer(() => setNotes((all) => [{ ...written(Date.now(), text), createdAt: new Date().toISOString(), updatedAt: new Date().toISOString() }, ...all]))}
      onUpdate={(note, text) => answer(() => setNotes((all) => all.map((one) => (one.id === note.id ? { ...one, text, updatedAt: '2025-03-02T10:00:00Z' } : one))))}
      onDelete={(note) => answer(() => setNotes((all) => all.filter((one) => one.id !== note.id)))}
    />
  );
}

describe('NotesPanel', () => {
  it('adds a note, checks its length and that it is not blank, and shows it escaped', async () => {
    const view = renderTestApp(<Harness initial={[]} />);
    expect(screen.getByText('No notes yet.')).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: /New note/ });

    await view.user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(screen.getByText('Please write a note.')).toBeInTheDocument();

    await view.user.type(field, 'x'.repeat(MAX + 1));
    expect(screen.getByText(`A note has at most ${MAX} characters.`)).toBeInTheDocument();
    expect(screen.getByText(`${MAX + 1} of ${MAX} characters`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add note' })).toBeDisabled();

    await view.user.clear(field);
    await view.user.type(field, '<b>bold</b>');
    await view.user.click(screen.getByRole('button', { name: 'Add note' }));
    const list = await screen.findByRole('list', { name: 'Staff notes' });
    expect(within(list).getByText('<b>bold</b>')).toBeInTheDocument();
    expect(list.querySelector('b')).toBeNull();
    expect(field).toHaveValue('');
  });

  it('edits a note in place and deletes one after the confirmation, naming the note on its buttons', async () => {
    const view = renderTestApp(<Harness initial={[written(1, 'First'), written(2, 'Second')]} />);
    const [editFirst] = screen.getAllByRole('button', { name: /^Edit the note of / });
    await view.user.click(editFirst);
    const editor = screen.getByRole('textbox', { name: 'Edit note' });
    await view.user.clear(editor);
    await view.user.type(editor, 'First, changed');
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('First, changed')).toBeInTheDocument();
    expect(screen.getByText(/^Edited /)).toBeInTheDocument();

    await view.user.click(screen.getAllByRole('button', { name: /^Delete the note of / })[1]);
    const dialog = screen.getByRole('dialog', { name: 'Delete this note?' });
    expect(within(dialog).getByText('Gone for good.')).toBeInTheDocument();
    await view.user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(screen.queryByText('Second')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the note and says why when the server refuses', async () => {
    const fail = { current: true };
    const view = renderTestApp(<Harness initial={[written(1, 'Keep me')]} fail={fail} />);
    await view.user.click(screen.getByRole('button', { name: /^Delete the note of / }));
    await view.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await within(screen.getByRole('dialog')).findByText('Core said no')).toBeInTheDocument();
    expect(screen.getByText('Keep me')).toBeInTheDocument();
  });

  it('speaks German', async () => {
    await testI18n.changeLanguage('de');
    renderTestApp(<Harness initial={[written(1, 'Erste')]} />);
    expect(screen.getByRole('button', { name: 'Notiz hinzufügen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Notiz vom .* bearbeiten$/ })).toBeInTheDocument();
  });

  it.each(INTERFACE_LANGUAGES.filter((language) => language !== 'en'))('%s has exactly the English keys', (language) => {
    expect(textKeys(noteTexts[language])).toEqual(textKeys(noteTexts.en));
  });
});
