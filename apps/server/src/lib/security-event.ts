import type { FastifyBaseLogger, FastifyRequest } from 'fastify';

/**
 * The security events the shop logs (docs/security.md): one structured line each, with
 * a stable `security` field to alert on. Never a password, a token, a code or a query value.
 */
export const securityEventNames = [
  'signin.success',
  'signin.failure',
  'signin.locked',
  'admin.signin.success',
  'admin.signin.failure',
  'admin.signin.second-factor-failure',
  'admin.two-factor.enabled',
  'admin.two-factor.disabled',
  'admin.recovery-code.used',
  'admin.denied',
  'admin.change',
  'password.changed',
  'password.reset.second-factor-failure',
  'session.expired',
  'webhook.bad-signature',
  'callback.bad-signature',
  // The courier tracking webhook without the right x-api-key (decision 0096).
  'courier-webhook.bad-token',
  // Meta's WhatsApp webhook without the right X-Hub-Signature-256 (docs/whatsapp.md).
  'whatsapp-webhook.bad-signature',
  'cross-site.refused',
] as const;
export type SecurityEventName = (typeof securityEventNames)[number];

export interface SecurityEventFields {
  userId?: string | null;
  /** The account named in a sign-in attempt (known or not). */
  email?: string;
  /** HTTP method and route pattern (never the raw URL with its query values). */
  method?: string;
  route?: string;
  status?: number;
  reason?: string;
}

/** Where the request came from, as the rate limits see it (TRUST_PROXY decides `ip`). */
export function requestContext(
  request: FastifyRequest,
): Required<Pick<SecurityEventFields, 'method' | 'route'>> & { ip: string } {
  return {
    ip: request.ip,
    method: request.method,
    route: request.routeOptions.url ?? request.url.split('?')[0] ?? '',
  };
}

export function logSecurityEvent(
  log: FastifyBaseLogger,
  event: SecurityEventName,
  fields: SecurityEventFields & { ip?: string } = {},
): void {
  log.info({ security: event, ...fields }, `security event ${event}`);
}
