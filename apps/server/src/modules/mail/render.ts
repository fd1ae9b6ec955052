import { render } from '@react-email/render';
import type { ReactElement } from 'react';

export interface RenderedMail {
  html: string;
  text: string;
}

/** The HTML and plain-text parts of one email template (React Email). */
export async function renderMail(element: ReactElement): Promise<RenderedMail> {
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { html, text };
}
