import type { Config } from '../config';
import type { Db } from '../db/client';

// Every route reaches the database and the configuration through the app instance.
declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
  }
}

export {};
