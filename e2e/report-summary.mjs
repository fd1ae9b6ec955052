// Prints where a browser run's time went, from Playwright's JSON report (playwright.config.ts
// writes it in CI): the run's wall time, each project's test time, the specs and tests that took
// longest, and how long the workers stood between tests (a fixture starting, a spec's setup).
// `.ci/run` prints it after the suite, so the next cut starts from figures (docs/benchmarks.md).
// Usage: node report-summary.mjs [report.json]
import { readFileSync } from 'node:fs';

const file = process.argv[2] ?? 'test-results/report.json';
const report = JSON.parse(readFileSync(file, 'utf8'));

/** Every test result with its spec file, title, project and worker. */
function results(suite, file = suite.file) {
  const own = (suite.specs ?? []).flatMap((spec) =>
    spec.tests.flatMap((test) =>
      test.results.map((result) => ({
        file: spec.file ?? file,
        title: spec.title,
        project: test.projectName,
        worker: result.parallelIndex ?? result.workerIndex,
        start: Date.parse(result.startTime),
        ms: result.duration,
        status: result.status,
      })),
    ),
  );
  return own.concat((suite.suites ?? []).flatMap((child) => results(child, child.file ?? file)));
}

const all = report.suites.flatMap((suite) => results(suite));
if (all.length === 0) {
  console.log(`${file}: no test results`);
  process.exit(0);
}
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const sum = (list) => list.reduce((total, r) => total + r.ms, 0);
const top = (entries, n) => entries.sort((a, b) => b[1] - a[1]).slice(0, n);
const grouped = (key) => {
  const map = new Map();
  for (const r of all) map.set(key(r), (map.get(key(r)) ?? 0) + r.ms);
  return [...map];
};

const first = Math.min(...all.map((r) => r.start));
const last = Math.max(...all.map((r) => r.start + r.ms));
console.log(
  `Browser tests: ${all.length} results, ${seconds(last - first)} from the first test's start to the last one's end, ${seconds(sum(all))} of test time`,
);
for (const [project, ms] of top(
  grouped((r) => r.project),
  10,
)) {
  console.log(`  ${project}: ${seconds(ms)}`);
}

// A worker's idle time: from one test's end to its next test's start.
let idle = 0;
const idleBefore = new Map();
const byWorker = Map.groupBy(all, (r) => r.worker);
for (const runs of byWorker.values()) {
  runs.sort((a, b) => a.start - b.start);
  for (let i = 1; i < runs.length; i += 1) {
    const gap = runs[i].start - (runs[i - 1].start + runs[i - 1].ms);
    if (gap <= 0) continue;
    idle += gap;
    const key = runs[i].file;
    idleBefore.set(key, (idleBefore.get(key) ?? 0) + gap);
  }
}
console.log(`Workers between tests: ${seconds(idle)} in all; most before these spec files:`);
for (const [spec, ms] of top([...idleBefore], 5))
  console.log(`  ${seconds(ms).padStart(8)}  ${spec}`);

console.log('Spec files by test time (both projects):');
for (const [spec, ms] of top(
  grouped((r) => r.file),
  10,
)) {
  console.log(`  ${seconds(ms).padStart(8)}  ${spec}`);
}
console.log('Slowest tests:');
for (const r of all.sort((a, b) => b.ms - a.ms).slice(0, 10)) {
  console.log(`  ${seconds(r.ms).padStart(8)}  [${r.project}] ${r.file} › ${r.title}`);
}
