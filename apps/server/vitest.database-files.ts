import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The server's test files that reach a database: those whose relative imports, followed through
 * every file they lead to, come to `src/test/test-env.ts` (the test harness's one reader of
 * TEST_DATABASE_URL), or that name the variable themselves. On PostgreSQL only these run: the rest
 * never read it, so they would repeat `npm test` exactly (decision 0111).
 */
export function databaseTestFiles(root: string): string[] {
  const sourceFiles = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return sourceFiles(full);
      return /\.tsx?$/.test(entry.name) ? [full] : [];
    });
  const files = sourceFiles(path.join(root, 'src'));

  const texts = new Map(files.map((file) => [file, readFileSync(file, 'utf8')]));
  const importsOf = (file: string): string[] =>
    [...texts.get(file)!.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].flatMap(
      (match) => {
        const base = path.resolve(path.dirname(file), match[1]!);
        const target = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find(
          (candidate) => texts.has(candidate) && existsSync(candidate),
        );
        return target ? [target] : [];
      },
    );
  const imports = new Map(files.map((file) => [file, importsOf(file)]));

  // Marked: the switch itself and whatever names the variable; then, until nothing changes, every
  // file that imports a marked one (so import cycles need no special care).
  const switchFile = path.join(root, 'src/test/test-env.ts');
  const marked = new Set(
    files.filter((file) => file === switchFile || texts.get(file)!.includes('TEST_DATABASE_URL')),
  );
  for (let grew = true; grew;) {
    grew = false;
    for (const file of files) {
      if (!marked.has(file) && imports.get(file)!.some((target) => marked.has(target))) {
        marked.add(file);
        grew = true;
      }
    }
  }

  return files
    .filter((file) => file.endsWith('.test.ts') && marked.has(file))
    .map((file) => path.relative(root, file).split(path.sep).join('/'));
}
