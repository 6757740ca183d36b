// A service for workers.test.ts, run as its own process tree: runWorkers from the TypeScript source (transpiled as it
// loads, in the primary and in every worker cluster forks) around a server that answers its pid, crashes on
// /crash and, with FIXTURE_FAIL_START set, exits before it listens.
const fs = require('node:fs');
const http = require('node:http');
const Module = require('node:module');
const ts = require('typescript');

require.extensions['.ts'] = (module, filename) => {
  const source = fs.readFileSync(filename, 'utf8');
  const { outputText } = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true } });
  module._compile(outputText, filename);
};
const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, parent, ...rest) {
  // the sources import siblings as './x.js' (nodenext)
  if (request.startsWith('.') && request.endsWith('.js') && parent?.filename?.endsWith('.ts')) request = request.replace(/\.js$/, '.ts');
  return resolve.call(this, request, parent, ...rest);
};

const { runWorkers } = require('../workers.ts');

runWorkers('workers-fixture', () => {
  if (process.env.FIXTURE_FAIL_START) process.exit(4);
  const server = http.createServer((req, res) => {
    if (req.url === '/crash') process.exit(3);
    res.end(String(process.pid));
  });
  server.listen(Number(process.env.PORT), '127.0.0.1');
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
});
