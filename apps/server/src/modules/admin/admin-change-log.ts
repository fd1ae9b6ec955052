import type { FastifyInstance } from 'fastify';
import { logSecurityEvent, requestContext } from '../../lib/security-event';

/** Methods that read; everything else in the back-office changes something (or tries to). */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * One `admin.change` line per non-reading call of the admin `scope` that got past its guard: who
 * (the admin's user id), what (method and route pattern, never the URL's values or the body) and
 * how it ended (status). Callers the guard refused are the session plugin's `admin.denied`.
 */
export function logAdminChanges(scope: FastifyInstance): void {
  scope.addHook('onResponse', async (request, reply) => {
    if (READS.has(request.method) || request.user?.role !== 'admin') return;
    const { ip, method, route } = requestContext(request);
    logSecurityEvent(request.log, 'admin.change', {
      userId: request.user.id,
      method,
      route,
      status: reply.statusCode,
      ip,
    });
  });
}
