// Proves the boundary rule bites: the repository's own lint config must fail a deliberate cross-module import
// of a private file and pass the same import through the module's face.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });

async function lint(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.ruleId === 'core-boundaries/module-face-only').map((m) => m.message);
}

test('a module importing another module’s private file fails lint, naming the face to use', async () => {
  const messages = await lint('core-api/src/modules/orders/probe.ts', "import { findClientById } from '../users/users.service.js';\nexport const probe = findClientById;\n");
  assert.equal(messages.length, 1);
  assert.match(messages[0], /the orders module imports users\/users\.service\.js, a private file of the users module/);
  assert.match(messages[0], /'\.\.\/users\/index\.js'/);
});

test('the same import through the face passes', async () => {
  assert.deepEqual(await lint('core-api/src/modules/orders/probe.ts', "import { findClientById } from '../users/index.js';\nexport const probe = findClientById;\n"), []);
});

test('a module’s own files, tests and migrations reading seed data pass', async () => {
  assert.deepEqual(await lint('core-api/src/modules/users/probe.ts', "import { findClientById } from './users.service.js';\nexport const probe = findClientById;\n"), []);
  assert.deepEqual(await lint('core-api/src/modules/orders/probe.test.ts', "import { findClientById } from '../users/users.service.js';\nexport const probe = findClientById;\n"), []);
  assert.deepEqual(await lint('core-api/src/db/migrations/9999-probe.ts', "import { levelSeeds } from '../../modules/reference/data/levels.js';\nexport const probe = levelSeeds;\n"), []);
});

test('jobs and plumbing outside the modules are held to the faces too', async () => {
  assert.equal((await lint('core-api/src/jobs/probe.ts', "import { ordersDatabase } from '../modules/orders/orders.model.js';\nexport const probe = ordersDatabase;\n")).length, 1);
  assert.equal((await lint('core-api/src/shared/probe.ts', "import { findClientById } from '../modules/users/index.js';\nexport const probe = findClientById;\n")).length, 1);
});
