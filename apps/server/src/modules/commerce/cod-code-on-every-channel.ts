import type { FastifyInstance } from 'fastify';
import type { SendTimeSecret } from '../mail/send-time-secrets';
import { sendCodeAlongsideEmail } from '../whatsapp/code-alongside-email';

/**
 * The COD code's issuer as the mail sender uses it (decision 0118): the code made for the email
 * is handed at once to WhatsApp's message of the same order, so both carry the one code that
 * works. The code lives only in memory; the order keeps its hash (decision 0100).
 */
export function codCodeOnEveryChannel(app: FastifyInstance, email: SendTimeSecret): SendTimeSecret {
  return {
    placeholder: email.placeholder,
    issue: async (db, orderId, at) => {
      const code = await email.issue(db, orderId, at);
      if (code !== null) {
        await sendCodeAlongsideEmail(
          { db, client: app.whatsappClient, config: app.config.whatsapp, log: app.log },
          orderId,
          email.placeholder,
          code,
          at,
        );
      }
      return code;
    },
  };
}
