import { useMutation } from '@tanstack/react-query';
import {
  ZContactResponse,
  type TContactRequest,
  type TContactResponse,
} from '@anglerscout/contracts';
import { endpoint, request } from '@/lib/api-client.ts';

function sendContactMessage(input: TContactRequest): Promise<TContactResponse> {
  return request(endpoint('POST', '/api/contact', ZContactResponse), { json: input });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
