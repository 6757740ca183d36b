// The web apps' layer rules, tried on imports written for the purpose and on the apps as they are.
// Run with `node --test eslint/` (jest's roots do not reach this folder).
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import webBoundaries from './web-boundaries.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const eslint = new ESLint({
  cwd: ROOT,
  overrideConfigFile: true,
  overrideConfig: [
    { ignores: ['**/node_modules/**', '**/dist/**', '**/storybook-static/**', '**/*.d.ts'] },
    { files: ['**/*.{ts,tsx,mts}'], languageOptions: { parser: tseslint.parser } },
    ...webBoundaries,
  ],
});

/** The messages the boundary rule gives for `source` placed at `file`. */
async function boundaryErrors(file, source) {
  const [result] = await eslint.lintText(source, { filePath: path.join(ROOT, file) });
  return result.messages.filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
}

const importing = (specifier) => `import { x } from '${specifier}';\nexport const y = x;\n`;

describe('a feature', () => {
  it('imports no other feature, however deep it sits', async () => {
    const errors = await Promise.all([
      boundaryErrors('web-client/src/features/settings/components/settings-page.tsx', importing('../../billing/settings')),
      boundaryErrors('web-client/src/features/settings/settings-tabs.ts', importing('../billing/settings')),
      boundaryErrors('web-admin/src/features/billing/components/filters/client-filter.tsx', importing('../../../clients/api/clients-api')),
      boundaryErrors('web-admin/src/features/billing/components/invoices-page.tsx', importing('../../../features/clients/components/client-page')),
    ]);
    for (const messages of errors) assert.match(messages.join('\n'), /imports no other feature|nor another feature/);
  });

  it('imports nothing of src/app, where the store and router import the features', async () => {
    const messages = await boundaryErrors('web-client/src/features/order/api/order-api.ts', importing('../../../app/store'));
    assert.match(messages.join('\n'), /imports neither src\/app/);
  });

  it('imports its own files, the shared code and the packages', async () => {
    const source = [
      "import { api } from '../../../api/base-api';",
      "import { i18n } from '../../../locales/i18n';",
      "import { FilterPanel } from '../../../components/filter-panel';",
      "import { registerOrderTexts } from '../../../locales/order';",
      "import { orderPath } from '@inkwell/web-kit';",
      "import { OrderActions } from '../components/order-actions';",
      "import { StyledTab } from './styled';",
      'export const all = [api, i18n, FilterPanel, registerOrderTexts, orderPath, OrderActions, StyledTab];',
    ].join('\n');
    assert.deepEqual(await boundaryErrors('web-client/src/features/order/components/order-page.tsx', source), []);
  });

  it("may render the app's routes in its tests, but its tests reach no other feature either", async () => {
    const file = 'web-client/src/features/settings/components/settings-page.test.tsx';
    assert.deepEqual(await boundaryErrors(file, importing('../../../app/router')), []);
    assert.equal((await boundaryErrors(file, importing('../../billing/testing/billing-backend'))).length, 1);
  });
});

describe("an app's shared code", () => {
  it('imports no feature and nothing of src/app', async () => {
    assert.equal((await boundaryErrors('web-client/src/api/orders-api.ts', importing('../app/store'))).length, 1);
    assert.equal((await boundaryErrors('web-admin/src/components/client-picker.tsx', importing('../features/clients/api/clients-api'))).length, 1);
    assert.equal((await boundaryErrors('web-client/src/locales/order/index.ts', importing('../../features/order/locales/en'))).length, 1);
  });
});

describe('the packages and the apps', () => {
  it('web-kit and ui-kit import no app, ui-kit no web-kit, and no app another', async () => {
    assert.equal((await boundaryErrors('packages/web-kit/src/orders/order-api.ts', importing('../../../../web-client/src/api/base-api'))).length, 1);
    assert.equal((await boundaryErrors('packages/web-kit/src/orders/order-api.ts', importing('@inkwell/web-admin'))).length, 1);
    assert.equal((await boundaryErrors('ui-kit/src/button/button.tsx', importing('@inkwell/web-kit'))).length, 1);
    assert.equal((await boundaryErrors('web-admin/src/app/router.tsx', importing('../../../web-client/src/app/router'))).length, 1);
  });
});

describe('the code as it is', () => {
  it('keeps every boundary', async () => {
    const results = await eslint.lintFiles(['web-client/src', 'web-admin/src', 'web-linguist/src', 'packages/web-kit/src', 'ui-kit/src']);
    const broken = results.flatMap((result) =>
      result.messages
        .filter((message) => message.ruleId === 'no-restricted-imports')
        .map((message) => `${path.relative(ROOT, result.filePath)}:${message.line} ${message.message}`),
    );
    assert.deepEqual(broken, []);
  });
});
