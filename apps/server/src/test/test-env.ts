// Tests may run against a PostgreSQL server; config.ts stays the app's only reader of process.env,
// so the test harness reads its own switch here.
export function testDatabaseUrl(): string | undefined {
  const value = process.env.TEST_DATABASE_URL;
  return value ? value : undefined;
}
