// The docs site's own pages (guides and operating pages) from Markdown; the API reference is Redocly's
// (build-docs.mjs). Pure functions: build-docs.mjs does the I/O.
import { Marked } from 'marked';

export function escapeHtml(value) {
  return String(value).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
}

export function slug(text) {
  return (
    String(text)
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'section'
  );
}

/** One HTML page with the shared sidebar; the style sheet is a file, so the pages need no inline style or script. */
export function layout({ title, sidebar, body }) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Inkwell docs</title>
<link rel="stylesheet" href="docs.css">
<link rel="icon" href="data:,">
</head>
<body>
<a class="skip" href="#content">Skip to the content</a>
<div class="layout">
<nav class="sidebar" aria-label="Documentation">${sidebar}</nav>
<main id="content">
${body}
</main>
</div>
</body>
</html>
`;
}

/** The sidebar: the partner guides, the API reference, then the operating pages. */
export function renderSidebar({ guides, pages, current }) {
  const item = (href, label) =>
    `<li${href === current ? ' class="current"' : ''}><a href="${escapeHtml(href)}"${href === current ? ' aria-current="page"' : ''}>${escapeHtml(label)}</a></li>`;
  return [
    '<a class="brand" href="index.html">Inkwell</a>',
    '<h2>Partner API</h2>',
    `<ul>${item('api.html', 'API reference')}${guides.map((p) => item(p.file, p.title)).join('')}<li><a href="openapi.json">openapi.json</a></li></ul>`,
    '<h2>Operating</h2>',
    `<ul>${item('index.html', 'Overview')}${pages.map((p) => item(p.file, p.title)).join('')}</ul>`,
  ].join('\n');
}

export function markdownTitle(markdown, fallback) {
  const match = /^#\s+(.+)$/m.exec(markdown);
  return match ? match[1].trim() : fallback;
}

/** Headings get ids (as GitHub gives them) so pages can link to a section. */
const markdown = new Marked({
  gfm: true,
  async: false,
  renderer: {
    heading({ tokens, depth, text }) {
      return `<h${depth} id="${slug(text)}">${this.parser.parseInline(tokens)}</h${depth}>\n`;
    },
  },
});

/** Markdown to HTML; links between pages are written to the .md files so they also work on GitHub. */
export function renderMarkdown(source) {
  const html = markdown.parse(source);
  return html.replace(/href="(?![a-z]+:|\/|#)(?:[^"#]*\/)?([^"#/]+)\.md(#[^"]*)?"/g, (_m, file, hash = '') => `href="${file}.html${hash}"`);
}

/**
 * Moves the inline scripts of Redocly's page into files beside it and loads Redoc from the site itself, so the
 * page runs under the apps' Content-Security-Policy (`script-src 'self'`) and without the CDN: returns the page
 * and the script files to write.
 */
export function externaliseScripts(html, { prefix, redocBundle }) {
  const scripts = [];
  const page = html
    .replace(/<link rel="modulepreload" href="https:\/\/[^"]+\/redoc\.standalone\.js"[^>]*>/, `<link rel="modulepreload" href="${redocBundle}">`)
    .replace(/<script([^>]*)>([\s\S]*?)<\/script>/g, (whole, attributes, content) => {
      if (!content.trim() || /\ssrc=/.test(attributes)) return whole;
      const file = `${prefix}-${scripts.length + 1}.js`;
      scripts.push({ file, content: content.replace(/from\s+"https:\/\/[^"]+\/redoc\.standalone\.js"/, `from "./${redocBundle}"`) });
      return `<script${attributes} src="${file}"></script>`;
    });
  return { page, scripts };
}
