import type { ContactInput, ContactSentResponse } from '@artshop/shared';
import { api } from '../../store/api';

/** The contact form's call (decision 0046): the server stores the message and tells the shop. */
export const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<ContactSentResponse, ContactInput>({
      query: (body) => ({ url: '/contact', method: 'POST', body }),
    }),
  }),
});

export const { useSendContactMessageMutation } = contactApi;
