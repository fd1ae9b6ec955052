/**
 * Where a CPU profile's time went (`npm run bench -- --profile=DIR` writes one per server run):
 * self time by package (or Node's own code, our src/, GC, idle) and the heaviest functions.
 * Usage: npx tsx scripts/bench/profile-summary.ts <file.cpuprofile> [top N functions]
 */
import { readFileSync } from 'node:fs';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
}

const [file, topText] = process.argv.slice(2);
if (!file) {
  console.error('usage: profile-summary.ts <file.cpuprofile> [top N]');
  process.exit(2);
}
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const selfUs = new Map<number, number>();
profile.samples.forEach((id, i) =>
  selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)),
);

function area(url: string, name: string): string {
  if (name === '(idle)' || name === '(program)' || name === '(garbage collector)') return name;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1] as string;
  if (url.includes('/apps/server/')) return 'our code (apps/server)';
  if (url.includes('/packages/shared/')) return 'our code (packages/shared)';
  if (url.startsWith('node:') || url === '') return 'node internals / native';
  return url;
}

const areas = new Map<string, number>();
const functions = new Map<string, number>();
let total = 0;
let idle = 0;
for (const [id, us] of selfUs) {
  const node = byId.get(id);
  if (!node) continue;
  const { functionName, url, lineNumber } = node.callFrame;
  total += us;
  if (functionName === '(idle)') idle += us;
  const a = area(url, functionName);
  areas.set(a, (areas.get(a) ?? 0) + us);
  const key = `${functionName || '(anonymous)'} ${url.replace(/^.*node_modules\//, '').replace(/^.*\/apps\//, 'apps/')}:${lineNumber + 1}`;
  functions.set(key, (functions.get(key) ?? 0) + us);
}
const busy = total - idle;
const pct = (us: number) => `${((100 * us) / busy).toFixed(1).padStart(5)} %`;
console.log(
  `${file}: ${(total / 1e6).toFixed(1)} s sampled, ${(busy / 1e6).toFixed(1)} s busy (percentages of busy time)\n`,
);
for (const [name, us] of [...areas]
  .filter(([n]) => n !== '(idle)')
  .sort((a, b) => b[1] - a[1])
  .slice(0, 15)) {
  console.log(`${pct(us)}  ${name}`);
}
console.log('');
for (const [name, us] of [...functions]
  .sort((a, b) => b[1] - a[1])
  .filter(([n]) => !n.startsWith('(idle)'))
  .slice(0, Number(topText ?? 25))) {
  console.log(`${pct(us)}  ${name}`);
}
