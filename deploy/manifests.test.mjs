// `node --test deploy/`: the deployment files hold together. Every Kubernetes object is validated against the
// Kubernetes API schemas shipped in kubernetes-models (types, required fields, formats; like kubeconform without
// -strict, an unknown field is not caught, so the fields that matter are checked by name below); the objects refer
// only to each other's real names; probes, health checks and the migration command are the ones the code serves;
// the Secrets name every variable core-api requires in production; the compose file and the Dockerfile agree.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments, parse } from 'yaml';
import { Deployment } from 'kubernetes-models/apps/v1';
import { ConfigMap, Secret, Service } from 'kubernetes-models/v1';
import { Job } from 'kubernetes-models/batch/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1';

const DEPLOY = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.dirname(DEPLOY);
const KUBERNETES = path.join(DEPLOY, 'kubernetes');

const MODELS = { Deployment, ConfigMap, Secret, Service, Job, HorizontalPodAutoscaler, PodDisruptionBudget, Ingress };

function yamlFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return yamlFiles(file);
    return entry.name.endsWith('.yaml') && entry.name !== 'kustomization.yaml' ? [file] : [];
  });
}

function readObjects(file) {
  return parseAllDocuments(fs.readFileSync(file, 'utf8')).map((doc) => {
    assert.deepEqual(doc.errors, [], `${file} is not valid YAML`);
    return { file: path.relative(ROOT, file), object: doc.toJS() };
  });
}

const objects = yamlFiles(KUBERNETES).flatMap(readObjects);
const ofKind = (kind) => objects.map((o) => o.object).filter((o) => o.kind === kind);
const named = (kind, name) => ofKind(kind).find((o) => o.metadata.name === name);
const source = (file) => fs.readFileSync(path.join(ROOT, file), 'utf8');

test('every Kubernetes object is valid against its API schema', () => {
  assert.ok(objects.length >= 20, `only ${objects.length} objects found`);
  for (const { file, object } of objects) {
    const Model = MODELS[object.kind];
    assert.ok(Model, `${file}: no schema for kind ${object.kind}`);
    assert.equal(object.apiVersion, Model.apiVersion, `${file}: ${object.kind} ${object.metadata?.name} should be ${Model.apiVersion}`);
    assert.doesNotThrow(() => new Model(object).validate(), `${file}: ${object.kind} ${object.metadata?.name}`);
  }
});

test('the schemas do refuse a malformed object, so the check above can fail', () => {
  const broken = structuredClone(named('Deployment', 'core-api'));
  broken.spec.template.spec.containers[0].ports[0].containerPort = 'four thousand';
  delete broken.spec.selector;
  assert.throws(() => new Deployment(broken).validate(), /containerPort|selector/);
});

test('the kustomization lists existing files, and every deployable object is in one of them', () => {
  const kustomization = parse(fs.readFileSync(path.join(KUBERNETES, 'kustomization.yaml'), 'utf8'));
  for (const resource of kustomization.resources) assert.ok(fs.existsSync(path.join(KUBERNETES, resource)), `${resource} is missing`);
  const listed = new Set(kustomization.resources.map((r) => path.join('deploy/kubernetes', r)));
  for (const { file, object } of objects) if (object.kind !== 'Secret') assert.ok(listed.has(file), `${file} (${object.kind}) is not in kustomization.yaml`);
  const images = new Set(kustomization.images.map((i) => i.name));
  for (const d of [...ofKind('Deployment'), ...ofKind('Job')]) for (const c of d.spec.template.spec.containers) assert.ok(images.has(c.image), `${c.image} has no images entry`);
});

const SERVICES = {
  'core-api': { ready: '/health/ready', live: '/health/live', code: ['core-api/src/modules/system/system.routes.ts', "path: '/health/ready'", "path: '/health/live'"] },
  'bff-client': { ready: '/bff/health/ready', live: '/bff/health/live', code: ['packages/bff-kit/src/create-bff.ts', "'/bff/health/ready'", "'/bff/health/live'"] },
  'bff-admin': { ready: '/bff/health/ready', live: '/bff/health/live' },
  'bff-linguist': { ready: '/bff/health/ready', live: '/bff/health/live' },
};

test('each service runs non-root with readiness on its ready path, liveness on its live path, and the paths are served', () => {
  for (const [name, expected] of Object.entries(SERVICES)) {
    const deployment = named('Deployment', name);
    assert.ok(deployment, `no Deployment ${name}`);
    const pod = deployment.spec.template.spec;
    assert.equal(pod.securityContext.runAsNonRoot, true, `${name} may run as root`);
    const [container] = pod.containers;
    assert.equal(container.readinessProbe?.httpGet?.path, expected.ready, `${name} readiness`);
    assert.equal(container.livenessProbe?.httpGet?.path, expected.live, `${name} liveness`);
    assert.equal(container.securityContext.allowPrivilegeEscalation, false, `${name} may escalate privileges`);
    assert.ok(deployment.spec.replicas >= 2, `${name} should run at least two replicas`);
    if (expected.code) {
      const [file, ...paths] = expected.code;
      for (const p of paths) assert.ok(source(file).includes(p), `${file} no longer serves ${p}`);
    }
  }
});

test('every Deployment scales on CPU and keeps one pod through disruptions', () => {
  for (const deployment of ofKind('Deployment')) {
    const name = deployment.metadata.name;
    const hpa = ofKind('HorizontalPodAutoscaler').find((h) => h.spec.scaleTargetRef.name === name);
    assert.ok(hpa, `${name} has no HorizontalPodAutoscaler`);
    assert.equal(hpa.spec.scaleTargetRef.kind, 'Deployment');
    assert.ok(hpa.spec.metrics.some((m) => m.resource?.name === 'cpu'), `${name} does not scale on CPU`);
    assert.ok(hpa.spec.minReplicas >= 2);
    for (const c of deployment.spec.template.spec.containers) assert.ok(c.resources?.requests?.cpu, `${name}: CPU utilisation needs a CPU request`);
    const pdb = ofKind('PodDisruptionBudget').find((p) => p.spec.selector.matchLabels['app.kubernetes.io/name'] === deployment.spec.selector.matchLabels['app.kubernetes.io/name']);
    assert.ok(pdb, `${name} has no PodDisruptionBudget`);
  }
});

test('Services select real pods, the Ingress reaches the three BFFs only, and every required reference exists', () => {
  const podLabels = ofKind('Deployment').map((d) => d.spec.template.metadata.labels);
  for (const service of ofKind('Service')) {
    const matches = podLabels.filter((labels) => Object.entries(service.spec.selector).every(([k, v]) => labels[k] === v));
    assert.equal(matches.length, 1, `Service ${service.metadata.name} selects ${matches.length} Deployments`);
  }
  const backends = ofKind('Ingress').flatMap((i) => i.spec.rules.flatMap((r) => r.http.paths.map((p) => p.backend.service)));
  assert.deepEqual(backends.map((b) => b.name).sort(), ['bff-admin', 'bff-client', 'bff-linguist']);
  for (const backend of backends) {
    const service = named('Service', backend.name);
    assert.ok(service.spec.ports.some((p) => p.name === backend.port.name), `${backend.name} has no port ${backend.port.name}`);
  }
  for (const workload of [...ofKind('Deployment'), ...ofKind('Job')]) {
    for (const container of workload.spec.template.spec.containers) {
      for (const from of container.envFrom ?? []) {
        const ref = from.configMapRef ?? from.secretRef;
        const kind = from.configMapRef ? 'ConfigMap' : 'Secret';
        assert.ok(named(kind, ref.name), `${workload.metadata.name} reads ${kind} ${ref.name}, which no manifest defines`);
      }
    }
  }
});

test('the migration Job runs the migrate command the core-api image holds', () => {
  const job = named('Job', 'inkwell-migrate');
  const [container] = job.spec.template.spec.containers;
  assert.deepEqual(container.command, ['node', 'core-api/dist/db/cli.js', 'migrate']);
  assert.equal(container.image, named('Deployment', 'core-api').spec.template.spec.containers[0].image);
  assert.match(source('core-api/src/db/cli.ts'), /'migrate'/);
  assert.equal(job.spec.template.spec.restartPolicy, 'Never');
});

/** The variables core-api's config declares with the given prefix, read from its joi schema. */
function configVariables(pattern) {
  return [...new Set([...source('core-api/src/config.ts').matchAll(new RegExp(`^\\s+(${pattern}\\w*):`, 'gm'))].map((m) => m[1]))].sort();
}

test('the Secrets name every variable of the invoice issuer and of each integration', () => {
  const keys = (name) => Object.keys(named('Secret', name).stringData).sort();
  const seller = configVariables('SELLER_');
  assert.ok(seller.length >= 10);
  assert.deepEqual(keys('inkwell-seller'), seller);
  assert.deepEqual(keys('inkwell-stripe'), ['STRIPE_PUBLISHABLE_KEY', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET']);
  assert.deepEqual(keys('inkwell-paypal'), configVariables('PAYPAL_').filter((v) => v !== 'PAYPAL_API_URL'));
  assert.deepEqual(keys('inkwell-openai'), ['OPENAI_API_KEY']);
  assert.deepEqual(keys('inkwell-smtp'), ['SMTP_URL']);
  for (const variable of ['STRIPE_SECRET_KEY', 'OPENAI_API_KEY', 'SMTP_URL', 'PAYPAL_CLIENT_ID']) assert.ok(configVariables(variable).length, `core-api reads no ${variable}`);
  // an optional integration's Secret is optional where it is read, so leaving it out turns the integration off
  const core = named('Deployment', 'core-api').spec.template.spec.containers[0].envFrom;
  for (const name of ['inkwell-stripe', 'inkwell-openai', 'inkwell-smtp', 'inkwell-paypal']) assert.equal(core.find((f) => f.secretRef?.name === name)?.secretRef.optional, true, name);
  for (const name of ['inkwell-secrets', 'inkwell-core-secrets', 'inkwell-seller']) assert.notEqual(core.find((f) => f.secretRef?.name === name)?.secretRef.optional, true, name);
});

/** The Dockerfile's stages: name, the stage or image it starts from, and its instructions. */
function dockerStages() {
  const stages = [];
  for (const line of source('deploy/Dockerfile').replace(/\\\n/g, ' ').split('\n')) {
    const from = /^FROM\s+(\S+)(?:\s+AS\s+(\S+))?/i.exec(line);
    if (from) stages.push({ name: from[2], base: from[1], lines: [] });
    else if (stages.length && line.trim() && !line.startsWith('#')) stages.at(-1).lines.push(line.trim());
  }
  return stages;
}

test('the Dockerfile builds one non-root image per service with a health check on its ready path', () => {
  const stages = dockerStages();
  const byName = new Map(stages.map((s) => [s.name, s]));
  const chain = (stage) => (byName.has(stage.base) ? [stage, ...chain(byName.get(stage.base))] : [stage]);
  for (const [name, expected] of Object.entries(SERVICES)) {
    const stage = byName.get(name);
    assert.ok(stage, `no Dockerfile target ${name}`);
    const lines = chain(stage).flatMap((s) => s.lines);
    assert.ok(lines.includes('USER node'), `${name} runs as root`);
    assert.ok(lines.some((l) => l.startsWith('HEALTHCHECK') && l.includes(expected.ready)), `${name} has no HEALTHCHECK on ${expected.ready}`);
    assert.ok(lines.some((l) => l.startsWith('CMD') && l.includes(`${name}/dist/main.js`)), `${name} does not start ${name}`);
    assert.ok(!lines.some((l) => l.startsWith('RUN npm ci') && !l.includes('--omit=dev')), `${name} installs dev dependencies into the image`);
  }
});

test('the compose file starts what it depends on, builds the Dockerfile targets, and checks health', () => {
  const compose = parse(source('deploy/compose/compose.yaml'), { merge: true });
  const services = compose.services;
  const targets = new Set(dockerStages().map((s) => s.name));
  for (const [name, service] of Object.entries(services)) {
    assert.ok(service.image || service.build, `${name} has neither image nor build`);
    if (service.build) assert.ok(targets.has(service.build.target), `${name} builds unknown target ${service.build.target}`);
    for (const dependency of Object.keys(service.depends_on ?? {}).concat(Array.isArray(service.depends_on) ? service.depends_on : [])) {
      if (Number.isNaN(Number(dependency))) assert.ok(services[dependency], `${name} depends on unknown ${dependency}`);
    }
  }
  for (const name of ['postgres', 'redis', 'migrate', 'core-api', 'bff-client', 'bff-admin', 'bff-linguist', 'proxy']) assert.ok(services[name], `no ${name}`);
  assert.deepEqual(services.migrate.command, ['node', 'core-api/dist/db/cli.js', 'migrate']);
  assert.equal(services['core-api'].depends_on.migrate.condition, 'service_completed_successfully');
  for (const bff of ['bff-client', 'bff-admin', 'bff-linguist']) {
    assert.equal(services[bff].depends_on['core-api'].condition, 'service_healthy');
    assert.equal(services[bff].environment.REDIS_URL, 'redis://redis:6379');
  }
  assert.ok(fs.existsSync(path.join(DEPLOY, 'compose/nginx.conf.template')));
});
