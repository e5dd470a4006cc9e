import { useMutation } from '@tanstack/react-query';
import type { TContactRequest, TContactResponse } from '@anglerscout/contracts';
import { api } from '@/lib/api-client.ts';

function sendContactMessage(input: TContactRequest): Promise<TContactResponse> {
  return api<TContactResponse>('/api/contact', { method: 'POST', json: input });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
