import type { WhatsappConfig } from '../../config';

/**
 * The WhatsApp Business Cloud API's one call we make (docs/whatsapp.md): a template message,
 * `POST {apiBase}/{phoneNumberId}/messages` with the token as a bearer. Meta's answer carries the
 * message's id (`messages[0].id`), which its status webhook names later.
 */

/** How long one send may take before it counts as failed and is retried. */
export const WHATSAPP_SEND_TIMEOUT_MS = 10_000;

export interface TemplateMessage {
  /** International form, digits only. */
  to: string;
  template: string;
  language: string;
  parameters: readonly string[];
}

/** A send that did not reach WhatsApp's acceptance; `permanent` ones are never retried. */
export class WhatsappSendError extends Error {
  readonly permanent: boolean;

  constructor(message: string, permanent: boolean) {
    super(message);
    this.name = 'WhatsappSendError';
    this.permanent = permanent;
  }
}

export interface WhatsappClient {
  /** Answers Meta's message id. Throws a WhatsappSendError. */
  send: (message: TemplateMessage) => Promise<{ messageId: string }>;
}

/** The request body Meta asks for, exactly (docs/whatsapp.md). */
export function templateBody(message: TemplateMessage) {
  return {
    messaging_product: 'whatsapp',
    to: message.to,
    type: 'template',
    template: {
      name: message.template,
      language: { code: message.language },
      components: [
        {
          type: 'body',
          parameters: message.parameters.map((text) => ({ type: 'text', text })),
        },
      ],
    },
  };
}

interface GraphAnswer {
  messages?: { id?: unknown }[];
  error?: { code?: unknown; message?: unknown };
}

/** Meta's own words for a refused send: '(#132001) Template name does not exist'. */
function describeGraphError(status: number, answer: GraphAnswer | null): string {
  const code = answer?.error?.code;
  const text = answer?.error?.message;
  const detail =
    typeof text === 'string' ? `: ${code !== undefined ? `(#${String(code)}) ` : ''}${text}` : '';
  return `WhatsApp answered ${status}${detail}`;
}

/** The client of WHATSAPP_TOKEN; null without one (messages are kept, decision 0117). */
export function createWhatsappClient(
  config: Pick<WhatsappConfig, 'token' | 'apiBase' | 'phoneNumberId'>,
): WhatsappClient | null {
  const { token, apiBase, phoneNumberId } = config;
  if (!token) return null;
  return {
    send: async (message) => {
      let response: Response;
      try {
        response = await fetch(`${apiBase}/${encodeURIComponent(phoneNumberId)}/messages`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify(templateBody(message)),
          signal: AbortSignal.timeout(WHATSAPP_SEND_TIMEOUT_MS),
        });
      } catch (error) {
        // Unreachable or too slow: worth another try (the token never appears in the message).
        const reason = error instanceof Error ? error.name : 'error';
        throw new WhatsappSendError(`WhatsApp could not be reached (${reason})`, false);
      }
      const answer = (await response.json().catch(() => null)) as GraphAnswer | null;
      if (!response.ok) {
        // A 5xx or a rate limit passes; any other refusal (bad template, number) stays.
        const passing = response.status >= 500 || response.status === 429;
        throw new WhatsappSendError(describeGraphError(response.status, answer), !passing);
      }
      const id = answer?.messages?.[0]?.id;
      if (typeof id !== 'string' || id === '') {
        // Accepted perhaps, but unknown: never tried again, so never sent twice.
        throw new WhatsappSendError('WhatsApp answered without a message id', true);
      }
      return { messageId: id };
    },
  };
}
