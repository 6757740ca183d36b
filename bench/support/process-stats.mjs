// What processes spend, read from Linux's /proc: resident memory, and CPU time, which on a machine whose cores are
// shared by the load generator, PostgreSQL and the services says where a call's cost lies (decision 082).
// Elsewhere (no /proc) every reading is null and the benches print n/a.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

/** Resident memory of a process in bytes; null elsewhere. */
export function rssOf(pid) {
  try {
    const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
    return line ? Number(line.replace(/\D+/g, '')) * 1024 : null;
  } catch {
    return null;
  }
}

let ticksPerSecond;
function clockTicks() {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

/** Every process's name, parent and CPU time (user + system, in ms); empty without /proc. */
function processTable() {
  let entries;
  try {
    entries = fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return [];
  }
  const table = [];
  for (const pid of entries) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      // the name is in parentheses and may hold spaces; the fields after it are space-separated
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      table.push({ pid: Number(pid), name, ppid: Number(fields[1]), cpuMs: ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks() });
    } catch {
      // the process ended while the table was read
    }
  }
  return table;
}

/** A PostgreSQL backend names its database in its title: `postgres: [cluster:] user database host(port) state`. */
function servesDatabase(pid, database) {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ').split(' ').slice(1, 5).includes(database);
  } catch {
    return false;
  }
}

/**
 * CPU time in ms of each process, grouped: each named process tree (a service and the workers it forked), the
 * PostgreSQL backends of `database`, and this process (the load generator); null where /proc cannot be read.
 */
export function cpuSnapshot(trees, { database } = {}) {
  const table = processTable();
  if (!table.length) return null;
  const children = new Map();
  for (const p of table) children.set(p.ppid, [...(children.get(p.ppid) ?? []), p]);
  const tree = (pid) => [pid, ...(children.get(pid) ?? []).flatMap((child) => tree(child.pid))];
  const groups = { postgres: table.filter((p) => p.name === 'postgres' && database && servesDatabase(p.pid, database)).map((p) => p.pid) };
  for (const [label, pid] of Object.entries(trees)) groups[label] = tree(pid);
  const { user, system } = process.cpuUsage();
  return { cpuMs: new Map(table.map((p) => [p.pid, p.cpuMs])), groups, selfMs: (user + system) / 1000 };
}

/**
 * CPU ms per call between two snapshots, by group and for this process (`loadGenerator`: every bench that calls
 * this loads the services from its own process); null when either is missing. A process that
 * started in between counts in full; one that ended in between is lost (a pool's connections live on).
 */
export function cpuPerCall(before, after, calls) {
  if (!before || !after || !calls) return null;
  const perCall = (ms) => Math.round((ms / calls) * 1000) / 1000;
  const spent = Object.fromEntries(
    Object.entries(after.groups).map(([label, pids]) => [label, perCall(pids.reduce((sum, pid) => sum + after.cpuMs.get(pid) - (before.cpuMs.get(pid) ?? 0), 0))]),
  );
  return { ...spent, loadGenerator: perCall(after.selfMs - before.selfMs) };
}
