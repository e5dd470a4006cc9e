import { z } from 'zod';

/**
 * The contact service (CRM), shaped like the LeadConnector (HighLevel) v2 API:
 * bearer key, `Version` header, JSON bodies. Every call has a timeout; a non-OK answer throws
 * 'CRM API error: {status} {response text}'.
 */
export const CRM_API_VERSION = '2021-07-28';
export const CRM_TIMEOUT_MS = 10_000;

const ZCustomField = z.object({
  id: z.string().optional(),
  key: z.string().optional(),
  field_value: z.unknown().optional(),
  value: z.unknown().optional(),
});
export const ZCrmContact = z.object({
  id: z.string(),
  email: z.string().nullish(),
  tags: z.array(z.string()).default([]),
  customFields: z.array(ZCustomField).default([]),
});
export type CrmContact = z.infer<typeof ZCrmContact>;
export interface CrmCustomField {
  key: string;
  field_value: string;
}

export interface CrmConfig {
  apiKey: string;
  locationId: string;
  baseUrl: string;
}

export function createCrmClient(config: CrmConfig, fetchImpl: typeof fetch = fetch) {
  async function call(method: string, path: string, body?: unknown): Promise<unknown> {
    const res = await fetchImpl(`${config.baseUrl.replace(/\/$/, '')}/${path}`, {
      method,
      headers: {
        authorization: `Bearer ${config.apiKey}`,
        version: CRM_API_VERSION,
        accept: 'application/json',
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(CRM_TIMEOUT_MS),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`CRM API error: ${res.status} ${text.slice(0, 300)}`);
    return text ? JSON.parse(text) : {};
  }
  return {
    async searchByEmail(email: string): Promise<CrmContact[]> {
      const out = await call('POST', 'contacts/search', {
        locationId: config.locationId,
        pageLimit: 20,
        filters: [{ field: 'email', operator: 'eq', value: email.toLowerCase() }],
      });
      return z.object({ contacts: z.array(ZCrmContact).default([]) }).parse(out).contacts;
    },
    async getContact(id: string): Promise<CrmContact> {
      return z
        .object({ contact: ZCrmContact })
        .parse(await call('GET', `contacts/${encodeURIComponent(id)}`)).contact;
    },
    async createContact(input: {
      email: string;
      tags: string[];
      source: string;
      type: string;
      customFields: CrmCustomField[];
    }): Promise<CrmContact> {
      const out = await call('POST', 'contacts/', { locationId: config.locationId, ...input });
      return z.object({ contact: ZCrmContact }).parse(out).contact;
    },
    async updateContact(
      id: string,
      input: { customFields?: CrmCustomField[]; tags?: string[]; email?: string },
    ): Promise<void> {
      await call('PUT', `contacts/${encodeURIComponent(id)}`, input);
    },
    async removeTags(id: string, tags: string[]): Promise<void> {
      await call('DELETE', `contacts/${encodeURIComponent(id)}/tags`, { tags });
    },
  };
}
export type CrmClient = ReturnType<typeof createCrmClient>;
