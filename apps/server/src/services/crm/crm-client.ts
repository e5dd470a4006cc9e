import { z } from 'zod';

/**
 * The contact service (CRM), shaped like the LeadConnector (HighLevel) v2 API
 * (https://github.com/GoHighLevel/highlevel-api-docs, apps/contacts.json and apps/locations.json):
 * bearer key, `Version` header, JSON bodies. Every call has a timeout; a non-OK answer throws
 * 'CRM API error: {status} {response text}'.
 */
const CRM_API_VERSION = '2021-07-28';
const CRM_TIMEOUT_MS = 10_000;

/** A contact's custom field as the API reads it back: an opaque field id and the value. */
const ZCustomFieldValue = z.object({ id: z.string(), value: z.unknown().optional() });
const ZCrmContact = z.object({
  id: z.string(),
  email: z.string().nullish(),
  tags: z.array(z.string()).default([]),
  customFields: z.array(ZCustomFieldValue).default([]),
});
export type CrmContact = z.infer<typeof ZCrmContact>;

/** A custom field written by its id (the API's TextField: id required, key optional). */
export interface CrmFieldWrite {
  id: string;
  field_value: string;
}

const ZCustomFields = z.object({
  customFields: z.array(
    z.object({ id: z.string(), fieldKey: z.string(), name: z.string().optional() }),
  ),
});

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
  let fieldIds: Promise<Map<string, string>> | undefined;
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
    /**
     * The location's contact custom fields, `fieldKey` (e.g. contact.app_user_id) to id: asked
     * once per process and kept (a failed lookup is asked again next time).
     */
    fieldIds(): Promise<Map<string, string>> {
      fieldIds ??= call(
        'GET',
        `locations/${encodeURIComponent(config.locationId)}/customFields?model=contact`,
      )
        .then(
          (out) => new Map(ZCustomFields.parse(out).customFields.map((f) => [f.fieldKey, f.id])),
        )
        .catch((err: unknown) => {
          fieldIds = undefined;
          throw err;
        });
      return fieldIds;
    },
    /** Create Contact: only fields the API documents (CreateContactDto has no `type`). */
    async createContact(input: {
      email: string;
      tags: string[];
      source: string;
      customFields: CrmFieldWrite[];
    }): Promise<CrmContact> {
      const out = await call('POST', 'contacts/', { locationId: config.locationId, ...input });
      return z.object({ contact: ZCrmContact }).parse(out).contact;
    },
    /** Update Contact, never with tags: tags sent here replace all the contact's tags. */
    async updateContact(
      id: string,
      input: { customFields?: CrmFieldWrite[]; email?: string },
    ): Promise<void> {
      await call('PUT', `contacts/${encodeURIComponent(id)}`, input);
    },
    async addTags(id: string, tags: string[]): Promise<void> {
      await call('POST', `contacts/${encodeURIComponent(id)}/tags`, { tags });
    },
    async removeTags(id: string, tags: string[]): Promise<void> {
      await call('DELETE', `contacts/${encodeURIComponent(id)}/tags`, { tags });
    },
  };
}
export type CrmClient = ReturnType<typeof createCrmClient>;
