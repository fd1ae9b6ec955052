#!/usr/bin/env node
// `npm audit --omit=dev` with an allowlist (scripts/audit-allowlist.json): fails on any advisory
// for a production dependency that is not listed there with a reason. When the registry's audit
// service cannot be reached (an offline mirror answers 405 or no network), it says so loudly and
// passes: the check cannot be made here, and CI must not go red for the network.
// Usage: node scripts/audit.mjs [--input report.json]  (--input reads a saved `npm audit --json`).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const allowlistUrl = new URL('./audit-allowlist.json', import.meta.url);
/** @type {{ advisories: { id: string, reason: string }[] }} */
const allowlist = JSON.parse(readFileSync(allowlistUrl, 'utf8'));
const allowed = new Map(allowlist.advisories.map((a) => [String(a.id), a.reason]));

function readReport() {
  const inputAt = process.argv.indexOf('--input');
  if (inputAt !== -1) return readFileSync(process.argv[inputAt + 1], 'utf8');
  try {
    return execFileSync('npm', ['audit', '--omit=dev', '--json'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch (error) {
    // npm audit exits 1 both when it finds advisories and when the service fails.
    return String(error.stdout ?? '');
  }
}

const raw = readReport();
let report;
try {
  report = JSON.parse(raw);
} catch {
  report = null;
}
if (!report || !report.vulnerabilities) {
  const why = report?.message ?? report?.error?.summary ?? 'no answer';
  console.warn(`npm audit: the advisory service could not be reached (${why}); not checked here.`);
  process.exit(0);
}

// Each advisory once, with the packages it reaches; `via` strings are transitive links.
const advisories = new Map();
for (const vulnerability of Object.values(report.vulnerabilities)) {
  for (const via of vulnerability.via) {
    if (typeof via !== 'object') continue;
    const id = String(via.source ?? via.url);
    const entry = advisories.get(id) ?? { ...via, packages: new Set() };
    entry.packages.add(vulnerability.name);
    advisories.set(id, entry);
  }
}

const blocking = [...advisories.entries()].filter(([id]) => !allowed.has(id));
for (const [id, advisory] of advisories) {
  const reason = allowed.get(id);
  const line = `${advisory.severity} ${id} ${advisory.title} (${[...advisory.packages].join(', ')}) ${advisory.url ?? ''}`;
  console.log(reason ? `allowed: ${line} - ${reason}` : `BLOCKING: ${line}`);
}
for (const id of allowed.keys()) {
  if (!advisories.has(id)) console.log(`allowlist entry ${id} no longer needed: remove it`);
}
console.log(
  `npm audit: ${advisories.size} advisories for production dependencies, ${blocking.length} not allowed`,
);
process.exit(blocking.length > 0 ? 1 : 0);
