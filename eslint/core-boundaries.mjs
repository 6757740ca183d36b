// Lint rules for core-api's module boundaries (issue 10, decision 026): another module is reached through its
// face, modules/<x>/index.ts, and plumbing in src/shared uses no module. dependency-cruiser checks the same
// graph in CI (`npm run check:architecture`); this rule puts the error in the editor, on the import line.
import path from 'node:path';

const MODULE_FILE = /(^|\/)core-api\/src\/modules\/([^/]+)\/(.+)$/;

function resolveTarget(filename, specifier) {
  if (!specifier.startsWith('.')) return null;
  return path.resolve(path.dirname(filename), specifier).split(path.sep).join('/');
}

/** Why `specifier`, imported by `filename`, crosses a boundary; null when it may. */
export function boundaryProblem(filename, specifier) {
  const from = filename.split(path.sep).join('/');
  const target = resolveTarget(from, specifier);
  if (!target) return null;
  const to = MODULE_FILE.exec(target);
  const inShared = /(^|\/)core-api\/src\/shared\//.test(from);
  if (inShared && to) return `core-api/src/shared is plumbing and may not import the ${to[2]} module`;
  if (!to || to[3] === 'index.js' || to[3] === 'index.ts') return null;
  if (to[2] === 'module.ts' || target.endsWith('/modules/module.js') || target.endsWith('/modules/index.js')) return null;
  const own = MODULE_FILE.exec(from);
  if (own && own[2] === to[2]) return null;
  // Tests and test helpers may reach into a module to arrange data; migrations may read a module's seed data.
  if (/\.test\.tsx?$/.test(from) || /\/testing\//.test(from)) return null;
  if (/(^|\/)core-api\/src\/db\/migrations\//.test(from) && to[3].startsWith('data/')) return null;
  const who = own ? `the ${own[2]} module` : 'code outside the modules';
  return `${who} imports ${to[2]}/${to[3]}, a private file of the ${to[2]} module: import its face, '../${to[2]}/index.js', and export what you need from there`;
}

const faceOnly = {
  meta: {
    type: 'problem',
    docs: { description: 'core-api modules are imported through their face (modules/<x>/index.ts) only' },
    schema: [],
  },
  create(context) {
    const check = (node) => {
      const source = node.source;
      if (!source || typeof source.value !== 'string') return;
      const problem = boundaryProblem(context.filename, source.value);
      if (problem) context.report({ node: source, message: problem });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export const coreBoundariesPlugin = { rules: { 'module-face-only': faceOnly } };

export default [
  {
    files: ['core-api/src/**/*.ts'],
    plugins: { 'core-boundaries': coreBoundariesPlugin },
    rules: { 'core-boundaries/module-face-only': 'error' },
  },
];
