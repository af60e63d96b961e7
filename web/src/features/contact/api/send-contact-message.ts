import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { RequestOf, ResponseOf } from '#shared/routes.js';
import { callApi } from '#web/lib/api-client.js';

// outside/contactform: the message goes to the co-op's staff (stored and emailed by the server).

export function sendContactMessage(body: RequestOf<'outside/contactform'>): Promise<ResponseOf<'outside/contactform'>> {
  return callApi('outside/contactform', body);
}

export function useSendContactMessage() {
  return useMutation(mutationOptions({ mutationFn: sendContactMessage }));
}
