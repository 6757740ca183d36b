import type { Transaction } from 'sequelize';
import type { LinguistRole } from '@inkwell/contracts';
import { createLinguistAccount } from '../modules/users/index.js';
import {
  addLinguistToGroups,
  addNote,
  blockLinguist,
  bookmarkLinguist,
  createGroup,
  refreshLinguistStats,
  setLinguistInterests,
  setLinguistLanguages,
} from '../modules/linguists/index.js';
import { setLinguistPrice } from '../modules/pricing/index.js';
import { findLanguagesByCultures, listTextTopics } from '../modules/reference/index.js';

const NICKNAMES = [
  'anna_words', 'ben_copy', 'clara_prose', 'david_pen', 'eva_edits', 'felix_ink', 'greta_lines', 'hannes_hooks',
  'ida_stories', 'jonas_claims', 'klara_checks', 'lukas_leads', 'mia_markup', 'noah_notes', 'olga_ortho', 'paula_pages',
  'quentin_quill', 'rosa_review', 'sven_seo', 'tara_tone', 'ulrich_umlaut', 'vera_verse', 'wim_web', 'xenia_xl',
  'yara_yarn', 'zoe_zeal', 'adam_ads', 'bea_blog', 'carl_caps', 'dora_draft', 'emil_essay', 'fiona_facts',
  'gero_grammar', 'hanna_headline', 'igor_index', 'jana_jargon', 'kai_keywords', 'lea_lexis', 'max_micro', 'nina_newsletter',
];
const LEVELS = ['simple', 'good', 'professional', 'premium', 'excellent'];
const CULTURES = ['de-DE', 'en-GB', 'en-US', 'fr-FR', 'it-IT', 'es-ES', 'nl-NL'];
const ROLE_SETS: LinguistRole[][] = [['copywriter'], ['copywriter'], ['proofreader'], ['translator'], ['copywriter', 'proofreader']];

/**
 * Forty more linguists for the talent community, made through the use cases a linguist's profile and a client's
 * clicks go through, and bookmarks, blocks, notes and groups for both demo clients. Deterministic: every demo
 * database shows the same people.
 */
export async function seedDemoLinguists(clientIds: number[], passwordHash: string, transaction: Transaction): Promise<void> {
  const known = new Set((await findLanguagesByCultures(CULTURES, { transaction })).map((language) => language.culture));
  const cultures = CULTURES.filter((culture) => known.has(culture));
  const topics = (await listTextTopics()).map((topic) => topic.id);
  const linguists: { id: number; roles: LinguistRole[] }[] = [];
  for (const [i, nickname] of NICKNAMES.entries()) {
    const roles = ROLE_SETS[i % ROLE_SETS.length];
    const [first, last] = nickname.split('_');
    const account = await createLinguistAccount(
      {
        email: `${nickname.replace('_', '.')}@linguists.demo.test`,
        passwordHash,
        status: i % 13 === 12 ? 'CLOSED_BY_USER' : 'ACTIVE',
        firstName: first[0].toUpperCase() + first.slice(1),
        lastName: last[0].toUpperCase() + last.slice(1),
        nickname,
        language: 'en',
        currency: 'EUR',
        country: 'DE',
        level: LEVELS[(i * 3) % LEVELS.length],
        roles,
      },
      transaction,
    );
    const languages = [cultures[i % cultures.length], cultures[(i + 2) % cultures.length]].slice(0, 1 + (i % 2));
    await setLinguistLanguages(account.id, languages, transaction);
    if (topics.length) await setLinguistInterests(account.id, [topics[i % topics.length], topics[(i * 7 + 3) % topics.length]], transaction);
    for (const [n, culture] of languages.entries()) {
      const service = roles.includes('proofreader') && !roles.includes('copywriter') ? 'proofreading' : 'copywriting';
      const cents = 3 + ((i * 5 + n * 2) % 9);
      await setLinguistPrice({ linguistId: account.id, culture, service, currency: 'EUR', pricePerWord: `0.${String(cents).padStart(2, '0')}` }, transaction);
    }
    if (i % 13 !== 12) linguists.push({ id: account.id, roles });
  }

  for (const [c, clientId] of clientIds.entries()) {
    const writers = linguists.filter((l) => l.roles.some((role) => role !== 'proofreader'));
    const proofreaders = linguists.filter((l) => l.roles.includes('proofreader'));
    const team = await createGroup(clientId, c === 0 ? 'Core writers' : 'Coffee writers', 'copywriting', transaction);
    const checkers = await createGroup(clientId, 'Proofreaders', 'proofreading', transaction);
    for (const writer of writers.slice(c * 3, c * 3 + 4)) await addLinguistToGroups(clientId, writer.id, [team.id], transaction);
    for (const proofreader of proofreaders.slice(c, c + 2)) await addLinguistToGroups(clientId, proofreader.id, [checkers.id], transaction);
    for (const linguist of linguists.slice(10 + c * 5, 15 + c * 5)) await bookmarkLinguist(clientId, linguist.id, transaction);
    await blockLinguist(clientId, linguists[linguists.length - 1 - c].id, transaction);
    await addNote(clientId, writers[c * 3].id, 'Great with product pages; prefers a detailed briefing.', transaction);
    await addNote(clientId, writers[c * 3 + 1].id, 'Reliable on short deadlines.', transaction);
  }
  await refreshLinguistStats(null, transaction);
}
