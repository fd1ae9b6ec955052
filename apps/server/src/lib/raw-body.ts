import type { FastifyInstance } from 'fastify';

/**
 * Makes `scope` (a plugin scope of its own) hand every body to its routes as the raw bytes, a
 * Buffer of at most `bodyLimit` bytes, whatever its content type: for webhooks whose proof is a
 * signature over those bytes, or a token checked before the body is read.
 */
export function takeBodiesAsBytes(
  scope: Pick<FastifyInstance, 'removeAllContentTypeParsers' | 'addContentTypeParser'>,
  bodyLimit: number,
): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit }, (_request, body, done) => {
    done(null, body);
  });
}
