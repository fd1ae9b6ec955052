import { scratchDatabase } from '../../src/test/test-db';

/** The shared PostgreSQL server of these machines (never stopped by a test: see pg-cluster.ts). */
const SHARED_POSTGRES = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A fresh database on the shared server; `drop()` removes it (and closes what still uses it). */
export const freshDatabase = () => scratchDatabase(SHARED_POSTGRES, 'resilience');
