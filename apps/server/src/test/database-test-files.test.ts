import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseTestFiles } from '../../vitest.database-files';

// The PostgreSQL run of the server's tests takes only the files that reach a database (decision
// 0111); one left out by mistake would never be tried on the server the shop runs on.
describe('databaseTestFiles', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'artshop-db-files-'));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('takes files that reach the switch through helpers, or name it, and no others', () => {
    write('src/test/test-env.ts', 'export const testDatabaseUrl = () => undefined;\n');
    write('src/test/test-db.ts', "import { testDatabaseUrl } from './test-env';\n");
    write('src/test/use-app.ts', "import { x } from './test-db';\nimport './cycle';\n");
    write('src/test/cycle.ts', "import './use-app';\n");
    write('src/modules/a/a.routes.test.ts', "import { useApp } from '../../test/use-app';\n");
    write('src/modules/a/b.test.ts', 'const url = process.env.TEST_DATABASE_URL;\n');
    write('src/modules/a/pure.test.ts', "import { money } from '../../lib/money';\n");
    write('src/lib/money.ts', "import { z } from 'zod';\nexport const money = 1;\n");
    write('src/lib/cycle-only.test.ts', "import '../test/cycle';\n");
    // A cycle entered at a file whose way to the switch runs back through the cycle's start.
    write('src/test/ring-a.ts', "import './ring-b';\nimport './test-db';\n");
    write('src/test/ring-b.ts', "import './ring-a';\n");
    write('src/lib/ring.test.ts', "import '../test/ring-b';\n");

    expect(databaseTestFiles(root).sort()).toEqual([
      'src/lib/cycle-only.test.ts',
      'src/lib/ring.test.ts',
      'src/modules/a/a.routes.test.ts',
      'src/modules/a/b.test.ts',
    ]);
  });

  it('keeps the suites that build test apps, and leaves out those that never open a database', () => {
    const files = databaseTestFiles(path.resolve(import.meta.dirname, '../..'));
    expect(files).toContain('src/modules/cart/cart.routes.test.ts');
    expect(files).toContain('src/db/migrate.test.ts');
    expect(files).not.toContain('src/lib/password.test.ts');
    expect(files).not.toContain('src/main.test.ts');
  });
});
