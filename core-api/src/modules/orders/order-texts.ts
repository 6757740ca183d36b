import { QueryTypes, type Transaction } from 'sequelize';
import { AppError } from '@inkwell/service-kit';
import { countWords, findListedWords, type OrderTextDto } from '@inkwell/contracts';
import { checkTextAgainstLayout, sectionsOf, type TemplateTree } from '@inkwell/templates';
import { findLayoutById } from '../templates/index.js';
import { clientWordsFor } from '../settings/index.js';
import { ordersDatabase, type TextAuthorRole } from './orders.model.js';
import type { OrderRecord } from './order-records.js';
import { MAX_TEXT_CHARS } from './order-actions.schema.js';

/** A linguist's text as order_texts keeps it: version 0 is their draft, 1 and up what they submitted. */

function wordsProblem(order: OrderRecord, words: number): string | null {
  if (words >= order.min_words && words <= order.max_words) return null;
  return `The text has ${words} words; this order needs ${order.min_words} to ${order.max_words}`;
}

async function nextVersion(orderId: number, transaction: Transaction): Promise<number> {
  const [row] = await ordersDatabase().query<{ next: number }>(
    'SELECT COALESCE(max(version), 0) + 1 AS next FROM order_texts WHERE order_id = :orderId',
    { type: QueryTypes.SELECT, replacements: { orderId }, transaction },
  );
  return Number(row?.next ?? 1);
}

/** A text as a linguist sends it: whole, or (an order with a layout) by section, section name → text. */
export type TextInput = string | { sections: Record<string, string> };

/** What order_texts stores of a text: `content` is what every reader shows, `sections` only for a layout's text. */
interface StoredText {
  content: string;
  words: number;
  sections: Record<string, string> | null;
}

export async function layoutOf(order: OrderRecord, transaction: Transaction): Promise<TemplateTree | null> {
  // lockOrder selects o.*, so the row carries the layout column although OrderRecord does not name it
  const layoutId = (order as OrderRecord & { layout_id?: number | null }).layout_id ?? null;
  if (layoutId === null) return null;
  const layout = await findLayoutById(layoutId, transaction);
  if (!layout) throw new Error(`Order ${order.id} refers to layout ${layoutId}, which does not exist`);
  return layout.tree;
}

/**
 * The sections joined into one text, in layout order (then any the layout does not know): each section's
 * name as a heading line, a blank line, its text; a blank line between sections. Empty sections are left out.
 */
function joinSections(layout: TemplateTree, sections: Readonly<Record<string, string>>): string {
  const layoutNames = sectionsOf(layout).map((section) => section.name);
  const names = [...layoutNames.filter((name) => Object.hasOwn(sections, name)), ...Object.keys(sections).filter((name) => !layoutNames.includes(name))];
  return names
    .map((name) => ({ name, text: (sections[name] ?? '').trim() }))
    .filter(({ text }) => text !== '')
    .map(({ name, text }) => `${name}\n\n${text}`)
    .join('\n\n');
}

/**
 * The text to store for the order. An order without a layout takes a whole text only; one with a layout takes
 * its text by section (and, for a draft, also a whole text, as drafts saved before the layout editor were).
 */
export function storedText(order: OrderRecord, layout: TemplateTree | null, input: TextInput, forSubmit: boolean): StoredText {
  if (typeof input === 'string') {
    if (layout && forSubmit) throw AppError.badRequest(`Order ${order.id} has a layout; submit its text by section`, 'sections');
    return { content: input, words: countWords(input), sections: null };
  }
  if (!layout) throw AppError.badRequest(`Order ${order.id} has no layout; send its text as a whole`, 'sections');
  const content = joinSections(layout, input.sections);
  if (content.length > MAX_TEXT_CHARS) {
    throw AppError.badRequest(`The text has ${content.length} characters with its section headings; at most ${MAX_TEXT_CHARS} are allowed`, 'sections');
  }
  const words = Object.values(input.sections).reduce((sum, sectionText) => sum + countWords(sectionText), 0);
  return { content, words, sections: { ...input.sections } };
}

/** Each use of one of the client's stopwords, as 'message. Position N.' (spec §8), N counting characters from 1. */
function stopwordProblems(content: string, stopwords: readonly string[]): string[] {
  return findListedWords(content, stopwords).map(({ word, position }) => `The client does not allow the word "${word}". Position ${position}.`);
}

/** The client's stopwords for the order's language (its settings, decision 046): a text that uses one is not submitted. */
export async function stopwordsFor(order: OrderRecord, transaction: Transaction): Promise<string[]> {
  return (await clientWordsFor(order.client_id, order.language_id, transaction)).stopwords;
}

/**
 * The submit check: the whole text within the order's min..max (field `text`) and, for a layout's text, each
 * section within its own (fields `sections.<name>`, one message per section); no stopword of the client's anywhere
 * (the same fields, each use with its position in the text or section). All problems are named at once.
 */
export function checkSubmittedText(order: OrderRecord, layout: TemplateTree | null, text: StoredText, stopwords: readonly string[] = []): void {
  const details: Record<string, string[]> = {};
  if (layout && text.sections) {
    for (const problem of checkTextAgainstLayout(layout, text.sections, countWords)) {
      (details[`sections.${problem.section}`] ??= []).push(problem.message);
    }
    for (const [name, sectionText] of Object.entries(text.sections)) {
      const problems = stopwordProblems(sectionText, stopwords);
      if (problems.length) (details[`sections.${name}`] ??= []).push(...problems);
    }
  }
  const overall = wordsProblem(order, text.words);
  if (overall) details.text = [overall];
  if (!text.sections) {
    const problems = stopwordProblems(text.content, stopwords);
    if (problems.length) (details.text ??= []).push(...problems);
  }
  const messages = Object.values(details).flat();
  if (!messages.length) return;
  throw AppError.unprocessable(messages.join('; '), details);
}

/** Stores the text as the order's next version, submitted now; answers its id and version. */
export async function insertSubmittedText(
  order: OrderRecord,
  author: { linguistId: number; role: TextAuthorRole },
  text: StoredText,
  transaction: Transaction,
): Promise<{ id: number; version: number }> {
  const [row] = await ordersDatabase().query<{ id: number; version: number }>(
    `INSERT INTO order_texts (order_id, author_id, author_role, version, content, words, sections, submitted_at)
     VALUES (:orderId, :linguistId, :role, :version, :content, :words, CAST(:sections AS jsonb), now())
     RETURNING id, version`,
    {
      type: QueryTypes.SELECT,
      replacements: {
        orderId: order.id,
        linguistId: author.linguistId,
        role: author.role,
        version: await nextVersion(order.id, transaction),
        content: text.content,
        words: text.words,
        sections: text.sections && JSON.stringify(text.sections),
      },
      transaction,
    },
  );
  if (!row) throw new Error(`Submitting the text of order ${order.id} returned no row`);
  return row;
}

/** Writes the author role's draft (version 0) over the one before, whoever of that role saved it. */
export async function upsertDraft(
  order: OrderRecord,
  author: { linguistId: number; role: TextAuthorRole },
  text: StoredText,
  transaction: Transaction,
): Promise<OrderTextDto> {
  const [draft] = await ordersDatabase().query<{
    content: string;
    words: number;
    sections: Record<string, string> | null;
    author_role: TextAuthorRole;
    version: number;
  }>(
    `INSERT INTO order_texts (order_id, author_id, author_role, version, content, words, sections, submitted_at)
     VALUES (:orderId, :linguistId, :role, 0, :content, :words, CAST(:sections AS jsonb), NULL)
     ON CONFLICT (order_id, author_role, version)
     DO UPDATE SET author_id = EXCLUDED.author_id, content = EXCLUDED.content, words = EXCLUDED.words,
                   sections = EXCLUDED.sections, updated_at = now()
     RETURNING content, words, sections, author_role, version`,
    {
      type: QueryTypes.SELECT,
      replacements: {
        orderId: order.id,
        linguistId: author.linguistId,
        role: author.role,
        content: text.content,
        words: text.words,
        sections: text.sections && JSON.stringify(text.sections),
      },
      transaction,
    },
  );
  if (!draft) throw new Error(`Saving the draft of order ${order.id} returned no row`);
  const saved: OrderTextDto = { content: draft.content, words: draft.words, authorRole: draft.author_role, version: draft.version, submittedAt: null };
  return draft.sections ? { ...saved, sections: draft.sections } : saved;
}
