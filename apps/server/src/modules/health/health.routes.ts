import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** A readiness check: resolves when its part can serve, throws when it cannot. */
export type ReadinessCheck = () => Promise<void>;

const checkState = z.enum(['ok', 'failing']);

export const healthRoutes: FastifyPluginAsyncZod<{
  /** Parts beyond the database the shop needs to serve (the media storage), by name. */
  readiness?: Record<string, ReadinessCheck>;
}> = async (app, options) => {
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness: answers once the database does',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => {
      await app.db.execute(sql`select 1`);
      return { status: 'ok' as const };
    },
  );

  // Readiness (decision 0113): a load balancer sends shoppers only to a process whose database and
  // media storage both answer; liveness above stays the cheap check that restarts a stuck process.
  const checks: Record<string, ReadinessCheck> = {
    database: async () => {
      await app.db.execute(sql`select 1`);
    },
    ...options.readiness,
  };
  app.get(
    '/readyz',
    {
      schema: {
        tags: ['system'],
        summary: 'Readiness: the database and the media storage answer',
        response: {
          200: z.object({ status: z.literal('ready'), checks: z.record(z.string(), checkState) }),
          503: z.object({
            status: z.literal('not ready'),
            checks: z.record(z.string(), checkState),
          }),
        },
      },
    },
    async (_request, reply) => {
      const names = Object.keys(checks);
      const outcomes = await Promise.allSettled(names.map((name) => checks[name]!()));
      const states = Object.fromEntries(
        names.map((name, i) => [name, outcomes[i]!.status === 'fulfilled' ? 'ok' : 'failing']),
      ) as Record<string, 'ok' | 'failing'>;
      void reply.header('cache-control', 'no-store');
      if (outcomes.every((outcome) => outcome.status === 'fulfilled')) {
        return { status: 'ready' as const, checks: states };
      }
      return reply.code(503).send({ status: 'not ready' as const, checks: states });
    },
  );
};
