const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** A linguist's plain text as HTML: paragraphs at blank lines, line breaks kept, every character escaped. */
export function textAsHtml(content: string): string {
  return content
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
}

/** One text as a whole HTML document: what a mail export attaches. */
export function textAsHtmlDocument(title: string, content: string, language: string): string {
  return `<!doctype html>
<html lang="${escapeHtml(language)}">
<head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body>
<h1>${escapeHtml(title)}</h1>
${textAsHtml(content)}
</body>
</html>
`;
}
