// Turns the OpenAPI document and the Markdown pages into static HTML. Pure functions: build-docs.mjs does the I/O.
import { Marked } from 'marked';

const METHOD_ORDER = ['get', 'post', 'put', 'patch', 'delete'];

export function escapeHtml(value) {
  return String(value).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
}

/** Escaped text where `backticks` become code, as the route declarations write them. */
export function inlineText(value) {
  return escapeHtml(value).replace(/`([^`]+)`/g, '<code>$1</code>');
}

export function slug(text) {
  return (
    String(text)
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'section'
  );
}

export function operationAnchor(operationId) {
  return `op-${operationId}`;
}

const STYLE = `
:root { --ink: #1d2433; --muted: #5b6478; --line: #dde2ea; --accent: #2952cc; --bg: #f7f8fb; }
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.55 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); background: #fff; }
a { color: var(--accent); text-decoration: none; } a:hover { text-decoration: underline; }
code, pre { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 13px; }
pre { background: var(--bg); border: 1px solid var(--line); border-radius: 6px; padding: 12px; overflow-x: auto; }
:not(pre) > code { background: var(--bg); border-radius: 4px; padding: 1px 4px; }
.layout { display: grid; grid-template-columns: 270px minmax(0, 1fr); min-height: 100vh; }
nav.sidebar { background: var(--bg); border-right: 1px solid var(--line); padding: 20px 16px; position: sticky; top: 0; height: 100vh; overflow-y: auto; }
nav.sidebar .brand { font-weight: 700; font-size: 18px; display: block; margin-bottom: 16px; color: var(--ink); }
nav.sidebar h2 { font-size: 12px; text-transform: uppercase; letter-spacing: .06em; color: var(--muted); margin: 18px 0 6px; }
nav.sidebar ul { list-style: none; margin: 0; padding: 0; }
nav.sidebar li { margin: 2px 0; }
nav.sidebar li.current > a { font-weight: 600; color: var(--ink); }
nav.sidebar ul ul { margin: 2px 0 8px 10px; font-size: 13px; }
main { padding: 28px 40px 80px; max-width: 1040px; }
h1 { margin-top: 0; } h2 { border-bottom: 1px solid var(--line); padding-bottom: 4px; margin-top: 40px; }
table { border-collapse: collapse; width: 100%; margin: 8px 0 16px; font-size: 14px; }
th, td { border: 1px solid var(--line); padding: 6px 8px; text-align: left; vertical-align: top; }
th { background: var(--bg); }
.operation { border: 1px solid var(--line); border-radius: 8px; padding: 14px 18px; margin: 18px 0; }
.operation h3 { margin: 0 0 6px; font-size: 16px; display: flex; gap: 10px; align-items: baseline; flex-wrap: wrap; }
.method { display: inline-block; min-width: 64px; text-align: center; border-radius: 4px; padding: 1px 6px; color: #fff; font: 700 12px/20px ui-monospace, monospace; text-transform: uppercase; }
.method.get { background: #2f7d4f; } .method.post { background: #2952cc; } .method.put { background: #a86500; }
.method.patch { background: #7a4fc2; } .method.delete { background: #b3261e; }
.path { font-size: 15px; }
.meta { color: var(--muted); font-size: 13px; margin: 0 0 8px; }
.access { display: inline-block; border-radius: 10px; padding: 0 8px; font-size: 12px; border: 1px solid var(--line); }
.access.public { background: #e8f5ec; } .access.roles { background: #fff4e0; }
ul.schema { list-style: none; margin: 4px 0; padding-left: 16px; border-left: 2px solid var(--line); }
ul.schema li { margin: 3px 0; }
.type { color: #8a3ffc; font-family: ui-monospace, monospace; font-size: 13px; }
.required { color: #b3261e; font-size: 12px; }
.constraint { color: var(--muted); font-size: 13px; }
.status { font-weight: 700; font-family: ui-monospace, monospace; }
`;

/** One HTML page with the shared sidebar. */
export function layout({ title, sidebar, body }) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Inkwell docs</title>
<style>${STYLE}</style>
</head>
<body>
<div class="layout">
<nav class="sidebar">${sidebar}</nav>
<main>
${body}
</main>
</div>
</body>
</html>
`;
}

/**
 * @param {{ pages: { file: string, title: string }[], current: string, apiTags?: { name: string, operations: { id: string, label: string }[] }[] }} options
 */
export function renderSidebar({ pages, current, apiTags = [] }) {
  const item = (href, label) => `<li${href === current ? ' class="current"' : ''}><a href="${escapeHtml(href)}">${escapeHtml(label)}</a></li>`;
  const tagList = apiTags.length
    ? `<ul>${apiTags
        .map(
          (tag) =>
            `<li><a href="api.html#tag-${slug(tag.name)}">${escapeHtml(tag.name)}</a><ul>${tag.operations
              .map((op) => `<li><a href="api.html#${operationAnchor(op.id)}">${escapeHtml(op.label)}</a></li>`)
              .join('')}</ul></li>`,
        )
        .join('')}</ul>`
    : '';
  return [
    '<a class="brand" href="index.html">Inkwell</a>',
    '<h2>Operating</h2>',
    `<ul>${item('index.html', 'Overview')}${pages.map((p) => item(p.file, p.title)).join('')}</ul>`,
    '<h2>API</h2>',
    `<ul>${item('api.html', 'API reference')}<li><a href="openapi.json">openapi.json</a></li></ul>`,
    tagList,
  ].join('\n');
}

/** The first level-one heading of a Markdown page names it. */
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
  return html.replace(/href="(?![a-z]+:|\/|#)([^"#]+)\.md(#[^"]*)?"/g, (_m, file, hash = '') => `href="${file}.html${hash}"`);
}

function resolveRef(ref, document) {
  const name = ref.replace('#/components/schemas/', '');
  return { name, schema: document.components?.schemas?.[name] };
}

function typeLabel(schema, document) {
  if (!schema || typeof schema !== 'object') return 'any';
  if (schema.$ref) {
    const { name } = resolveRef(schema.$ref, document);
    return `<a href="#schema-${slug(name)}">${escapeHtml(name)}</a>`;
  }
  if (schema.oneOf) return 'one of';
  if (schema.anyOf) return 'any of';
  if (schema.allOf && !schema.type) return 'all of';
  const types = [schema.type ?? []].flat();
  if (!types.length) return schema.enum ? 'enum' : 'any';
  return types
    .map((t) => {
      if (t === 'array') return `array of ${schema.items ? typeLabel(schema.items, document) : 'any'}`;
      if (t === 'string' && schema.format) return `string (${escapeHtml(schema.format)})`;
      return escapeHtml(t);
    })
    .join(' | ');
}

function constraintText(schema) {
  const parts = [];
  const range = (min, max, unit) => {
    if (min !== undefined && max !== undefined) parts.push(min === max ? `${unit} ${min}` : `${unit} ${min}–${max}`);
    else if (min !== undefined) parts.push(`${unit} ≥ ${min}`);
    else if (max !== undefined) parts.push(`${unit} ≤ ${max}`);
  };
  range(schema.minLength, schema.maxLength, 'length');
  range(schema.minItems, schema.maxItems, 'items');
  range(schema.minimum, schema.maximum, 'value');
  if (schema.exclusiveMinimum !== undefined) parts.push(`> ${schema.exclusiveMinimum}`);
  if (schema.exclusiveMaximum !== undefined) parts.push(`< ${schema.exclusiveMaximum}`);
  if (schema.multipleOf !== undefined) parts.push(`multiple of ${schema.multipleOf}`);
  if (schema.uniqueItems) parts.push('unique items');
  if (schema.pattern) parts.push(`pattern <code>${escapeHtml(schema.pattern)}</code>`);
  if (schema.enum) parts.push(`one of ${schema.enum.map((v) => `<code>${escapeHtml(JSON.stringify(v))}</code>`).join(', ')}`);
  if (schema.default !== undefined) parts.push(`default <code>${escapeHtml(JSON.stringify(schema.default))}</code>`);
  if (schema.examples?.length) parts.push(`e.g. <code>${escapeHtml(JSON.stringify(schema.examples[0]))}</code>`);
  const text = parts.join(' · ');
  const description = schema.description ? inlineText(schema.description) : '';
  return [description, text].filter(Boolean).join(' — ');
}

/** Children of a schema shown as a nested list: properties, array items, alternatives. */
function schemaChildren(schema, document, depth) {
  if (!schema || typeof schema !== 'object' || depth > 8) return '';
  const items = [];
  const required = new Set(schema.required ?? []);
  for (const [name, child] of Object.entries(schema.properties ?? {})) {
    items.push(schemaLine(`<code>${escapeHtml(name)}</code>`, child, document, depth, required.has(name)));
  }
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
    items.push(schemaLine('<em>any key</em>', schema.additionalProperties, document, depth, false));
  }
  for (const [pattern, child] of Object.entries(schema.patternProperties ?? {})) {
    items.push(schemaLine(`<em>key matching</em> <code>${escapeHtml(pattern)}</code>`, child, document, depth, false));
  }
  const alternatives = schema.oneOf ?? schema.anyOf ?? (schema.type ? undefined : schema.allOf);
  for (const [i, alternative] of (alternatives ?? []).entries()) {
    items.push(schemaLine(`<em>option ${i + 1}</em>`, alternative, document, depth, false));
  }
  const element = schema.items;
  if (element && typeof element === 'object' && (element.properties || element.oneOf || element.anyOf)) {
    return schemaChildren(element, document, depth + 1);
  }
  return items.length ? `<ul class="schema">${items.join('')}</ul>` : '';
}

function schemaLine(label, schema, document, depth, required) {
  const constraints = constraintText(schema ?? {});
  return `<li>${label} <span class="type">${typeLabel(schema, document)}</span>${required ? ' <span class="required">required</span>' : ''}${
    constraints ? ` <span class="constraint">${constraints}</span>` : ''
  }${schemaChildren(schema, document, depth + 1)}</li>`;
}

/** A schema as readable HTML: its type line, then its fields. */
export function renderSchema(schema, document) {
  if (!schema) return '';
  const constraints = constraintText(schema);
  return `<p><span class="type">${typeLabel(schema, document)}</span>${constraints ? ` <span class="constraint">${constraints}</span>` : ''}</p>${schemaChildren(
    schema,
    document,
    0,
  )}`;
}

function renderParameters(parameters, document) {
  if (!parameters?.length) return '';
  const rows = parameters
    .map(
      (p) =>
        `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${escapeHtml(p.in)}</td><td><span class="type">${typeLabel(p.schema, document)}</span></td><td>${
          p.required ? 'yes' : 'no'
        }</td><td>${[p.description ? inlineText(p.description) : '', constraintText({ ...p.schema, description: undefined })].filter(Boolean).join(' — ')}</td></tr>`,
    )
    .join('');
  return `<h4>Parameters</h4><table><thead><tr><th>name</th><th>in</th><th>type</th><th>required</th><th>notes</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function renderRequestBody(requestBody, document) {
  if (!requestBody) return '';
  return Object.entries(requestBody.content ?? {})
    .map(
      ([contentType, media]) =>
        `<h4>Request body <span class="constraint">${escapeHtml(contentType)}${requestBody.required ? ', required' : ''}</span></h4>${renderSchema(media.schema, document)}`,
    )
    .join('');
}

function renderResponses(responses, document) {
  const entries = Object.entries(responses ?? {}).sort(([a], [b]) => a.localeCompare(b));
  if (!entries.length) return '';
  const rows = entries
    .map(([status, response]) => {
      const bodies = Object.entries(response.content ?? {})
        .map(([contentType, media]) => `<div class="constraint">${escapeHtml(contentType)}</div>${renderSchema(media.schema, document)}`)
        .join('');
      return `<tr><td class="status">${escapeHtml(status)}</td><td>${inlineText(response.description ?? '')}${bodies}</td></tr>`;
    })
    .join('');
  return `<h4>Responses</h4><table><tbody>${rows}</tbody></table>`;
}

function accessBadge(access) {
  if (access === 'public' || access === undefined) return '<span class="access public">public</span>';
  return `<span class="access roles">${escapeHtml([access].flat().join(', '))}</span>`;
}

/** Operations grouped by their first tag, in the order of the document's tag list. */
export function operationsByTag(document) {
  const groups = new Map((document.tags ?? []).map((t) => [t.name, []]));
  for (const [path, methods] of Object.entries(document.paths ?? {})) {
    for (const method of METHOD_ORDER) {
      const operation = methods[method];
      if (!operation) continue;
      const tag = operation.tags?.[0] ?? 'Other';
      if (!groups.has(tag)) groups.set(tag, []);
      groups.get(tag).push({ path, method, operation });
    }
  }
  return [...groups].filter(([, ops]) => ops.length).map(([name, operations]) => ({ name, operations }));
}

function renderOperation({ path, method, operation }, document) {
  return `<article class="operation" id="${operationAnchor(operation.operationId)}">
<h3><span class="method ${method}">${method}</span> <code class="path">${escapeHtml(path)}</code></h3>
<p><strong>${escapeHtml(operation.summary ?? '')}</strong></p>
<p class="meta">access ${accessBadge(operation['x-access'])} · operation id <code>${escapeHtml(operation.operationId)}</code></p>
${operation.description ? `<p>${inlineText(operation.description)}</p>` : ''}
${renderParameters(operation.parameters, document)}
${renderRequestBody(operation.requestBody, document)}
${renderResponses(operation.responses, document)}
</article>`;
}

/** The body of api.html and the sidebar entries that point into it. */
export function renderApiReference(document) {
  const groups = operationsByTag(document);
  const sections = groups
    .map(
      (group) =>
        `<section id="tag-${slug(group.name)}"><h2>${escapeHtml(group.name)}</h2>${group.operations.map((op) => renderOperation(op, document)).join('\n')}</section>`,
    )
    .join('\n');
  const components = Object.entries(document.components?.schemas ?? {})
    .map(([name, schema]) => `<section id="schema-${slug(name)}"><h3>${escapeHtml(name)}</h3>${renderSchema(schema, document)}</section>`)
    .join('\n');
  const info = document.info ?? {};
  const body = `<h1>${escapeHtml(info.title ?? 'API reference')} <small class="constraint">${escapeHtml(info.version ?? '')}</small></h1>
${info.description ? `<p>${inlineText(info.description)}</p>` : ''}
<p>Generated from the route registry of core-api; the machine-readable form is <a href="openapi.json">openapi.json</a> (OpenAPI ${escapeHtml(
    document.openapi ?? '',
  )}). Calls marked with a role need <code>Authorization: Bearer &lt;access token&gt;</code> of that role.</p>
${sections}
<h2 id="schemas">Shared schemas</h2>
${components}`;
  const sidebarTags = groups.map((g) => ({
    name: g.name,
    operations: g.operations.map(({ method, path, operation }) => ({ id: operation.operationId, label: `${method.toUpperCase()} ${path}` })),
  }));
  return { body, sidebarTags };
}

/** Every operation id of the document: the build checks each one made it into the HTML. */
export function operationIds(document) {
  return Object.values(document.paths ?? {}).flatMap((methods) =>
    METHOD_ORDER.filter((m) => methods[m]).map((m) => methods[m].operationId),
  );
}
