import { templateTextProblems, tokenizeTemplateText, type InterfaceLanguage, type TemplateTextToken } from '@inkwell/contracts';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export type MailValues = Record<string, string | null | undefined>;

/** A template that cannot be filled completely: it is recorded, never sent half-rendered. */
export class IncompleteMailError extends Error {
  constructor(readonly reasons: string[]) {
    super(`The template could not be rendered completely: ${reasons.join('; ')}`);
  }
}

const hasValue = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * The text with sections decided and each value replaced by a marker (NUL, index, NUL), so paragraphs and links
 * are found in the template's own text and a value can never open a link or split a paragraph. core-api refuses
 * NUL in every input, so no template text holds one.
 */
function markValues(source: string, values: MailValues): { marked: string; filled: string[] } {
  const { tokens } = tokenizeTemplateText(source);
  // Names were checked when the text was saved; here only its braces and sections must hold, whatever was stored.
  const names = tokens.flatMap((t) => (t.kind === 'text' ? [] : [{ name: t.name, optional: false }]));
  const problems = templateTextProblems(source, names);
  if (problems.length) throw new IncompleteMailError(problems.map((p) => ('placeholder' in p ? `${p.kind} {{${p.placeholder}}}` : `malformed "${p.text}"`)));
  const filled: string[] = [];
  const missing = new Set<string>();
  let marked = '';
  let index = 0;
  const skipSection = (name: string) => {
    let depth = 1;
    while (index < tokens.length && depth > 0) {
      const token = tokens[index++] as TemplateTextToken;
      if (token.kind === 'open' && token.name === name) depth += 1;
      if (token.kind === 'close' && token.name === name) depth -= 1;
    }
  };
  while (index < tokens.length) {
    const token = tokens[index++] as TemplateTextToken;
    if (token.kind === 'text') marked += token.text.replace(/\0/g, '');
    else if (token.kind === 'open') {
      if (!hasValue(values[token.name])) skipSection(token.name);
    } else if (token.kind === 'value') {
      const value = values[token.name];
      if (!hasValue(value)) missing.add(token.name);
      else {
        marked += `\0${filled.length}\0`;
        filled.push(value);
      }
    }
  }
  if (missing.size) throw new IncompleteMailError([...missing].map((name) => `{{${name}}} has no value`));
  return { marked, filled };
}

const MARKER = /\0(\d+)\0/g;

function fill(marked: string, filled: string[]): string {
  return marked.replace(MARKER, (_, i: string) => filled[Number(i)] ?? '');
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** `[label](target)`: the target one placeholder or a literal http(s) address written in the template. */
const LINK = /\[([^\]\n]+)\]\((\0\d+\0|https?:\/\/[^\s)\0]+)\)/g;
const SAFE_URL = /^https?:\/\/\S+$/i;

type Segment = { text: string } | { label: string; url: string };

function segmentsOf(paragraph: string, filled: string[]): Segment[] {
  const segments: Segment[] = [];
  let at = 0;
  for (const match of paragraph.matchAll(LINK)) {
    const url = fill(match[2] as string, filled).trim();
    if (!SAFE_URL.test(url)) continue;
    if (match.index > at) segments.push({ text: fill(paragraph.slice(at, match.index), filled) });
    segments.push({ label: fill(match[1] as string, filled), url });
    at = match.index + match[0].length;
  }
  if (at < paragraph.length) segments.push({ text: fill(paragraph.slice(at), filled) });
  return segments;
}

const BUTTON = 'display:inline-block;padding:10px 18px;background:#1f4e79;color:#ffffff;text-decoration:none;border-radius:4px';
const htmlText = (text: string) => escapeHtml(text).replace(/\n/g, '<br>\n');

function renderBody(body: string, values: MailValues, language: InterfaceLanguage): { text: string; html: string } {
  const { marked, filled } = markValues(body, values);
  const paragraphs = marked
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => segmentsOf(p, filled));
  const text = paragraphs
    .map((segments) => {
      const [only] = segments;
      if (segments.length === 1 && only && 'url' in only) return only.url;
      return segments.map((s) => ('url' in s ? `${s.label} (${s.url})` : s.text)).join('');
    })
    .join('\n\n');
  const html = paragraphs
    .map((segments) => {
      const [only] = segments;
      if (segments.length === 1 && only && 'url' in only) return `<p><a href="${escapeHtml(only.url)}" style="${BUTTON}">${escapeHtml(only.label)}</a></p>`;
      return `<p>${segments.map((s) => ('url' in s ? `<a href="${escapeHtml(s.url)}">${escapeHtml(s.label)}</a>` : htmlText(s.text))).join('')}</p>`;
    })
    .join('\n');
  return {
    text,
    html: `<!doctype html>\n<html lang="${language}"><body style="font-family:Arial,sans-serif;line-height:1.5;color:#222222">\n${html}\n</body></html>`,
  };
}

/**
 * Fills a stored subject and body: plain text, and HTML with every value and every word of the template
 * escaped. Throws IncompleteMailError when a placeholder outside its section has no value, or the text is broken.
 */
export function renderMail(stored: { subject: string; body: string }, language: InterfaceLanguage, values: MailValues): RenderedMail {
  const subject = markValues(stored.subject, values);
  return {
    subject: fill(subject.marked, subject.filled).replace(/\s+/g, ' ').trim(),
    ...renderBody(stored.body, values, language),
  };
}
