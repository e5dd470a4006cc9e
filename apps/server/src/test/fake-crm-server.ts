import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CRM_FIELDS } from '../services/crm/crm-fields.ts';

export interface FakeContact {
  id: string;
  locationId: string;
  email: string;
  emailLowerCase: string;
  tags: string[];
  source?: string;
  customFields: { id: string; value: string }[];
  dateAdded: string;
  dateUpdated: string;
}

/** Create Contact's documented body (CreateContactDto): anything else is refused with 422. */
const CREATE_FIELDS = new Set([
  'firstName',
  'lastName',
  'name',
  'email',
  'locationId',
  'gender',
  'phone',
  'address1',
  'city',
  'state',
  'postalCode',
  'website',
  'timezone',
  'dnd',
  'dndSettings',
  'inboundDndSettings',
  'tags',
  'customFields',
  'source',
  'dateOfBirth',
  'country',
  'companyName',
  'assignedTo',
]);

/** Opaque ids as HighLevel gives them (20 characters), stable per key. */
const opaqueId = (key: string) =>
  Buffer.from(`fld:${key}`)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, '')
    .padEnd(20, 'x')
    .slice(0, 20);

/**
 * A loopback stand-in for the CRM's contacts API, answering as LeadConnector v2 documents it
 * (GoHighLevel/highlevel-api-docs, apps/contacts.json and apps/locations.json; recorded examples
 * in ./fixtures): `{ contact }`, `{ contacts, count }`, `{ succeded, contact }`, `{ tags }`;
 * custom fields live under opaque ids (listed by GET /locations/{id}/customFields with their
 * fieldKey), are written as `{ id, field_value }` (or `{ key, field_value }`) and read back as
 * `{ id, value }`; tags sent on an update replace all tags; a property Create Contact does not
 * document (such as `type`) answers 422 and the contact is created anyway (issue #64).
 * `failNext` makes the next calls answer 500; `dropFieldWrites` makes custom-field writes on PUT
 * be ignored once, as the real API sometimes does.
 */
export async function startFakeCrm(apiKey: string, locationId = 'loc-1') {
  const contacts = new Map<string, FakeContact>();
  const calls: { method: string; path: string; body: unknown }[] = [];
  const state = { failNext: 0, dropFieldWrites: 0, seq: 0 };
  const fields = [
    { key: CRM_FIELDS.appUserId, name: 'App_User_ID' },
    { key: CRM_FIELDS.lastAppSignIn, name: 'Last App Sign In' },
  ].map((f, i) => ({
    id: opaqueId(f.key),
    name: f.name,
    fieldKey: f.key,
    placeholder: '',
    dataType: 'TEXT',
    position: i * 50,
    locationId,
    model: 'contact',
  }));
  const idOfKey = new Map<string, string>(fields.map((f) => [f.fieldKey, f.id]));
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (d) => (raw += d));
    req.on('end', () => {
      const body = raw ? JSON.parse(raw) : undefined;
      const url = new URL(req.url ?? '/', 'http://crm');
      const path = url.pathname;
      calls.push({ method: req.method ?? '', path: req.url ?? '', body });
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      if (req.headers.authorization !== `Bearer ${apiKey}` || !req.headers.version)
        return send(401, {
          statusCode: 401,
          message: 'Invalid token: access token is invalid',
          error: 'Unauthorized',
        });
      if (state.failNext > 0) {
        state.failNext--;
        return send(500, { statusCode: 500, message: 'Internal server error' });
      }
      const now = new Date().toISOString();
      const writeFields = (
        c: FakeContact,
        list?: { id?: string; key?: string; field_value: string }[],
      ) => {
        if (!list) return;
        if (state.dropFieldWrites > 0) {
          state.dropFieldWrites--;
          return;
        }
        for (const f of list) {
          const id = f.id ?? (f.key ? idOfKey.get(f.key) : undefined);
          if (!id) continue;
          c.customFields = c.customFields.filter((x) => x.id !== id);
          c.customFields.push({ id, value: f.field_value });
        }
      };
      let m: RegExpMatchArray | null;
      if (req.method === 'GET' && (m = path.match(/^\/locations\/([^/]+)\/customFields$/))) {
        if (m[1] !== locationId)
          return send(403, {
            statusCode: 403,
            message: 'The token does not have access to this location.',
          });
        return send(200, { customFields: fields });
      }
      if (req.method === 'POST' && path === '/contacts/search') {
        const email = body.filters?.[0]?.value;
        const found = [...contacts.values()]
          .filter((c) => c.emailLowerCase === email && c.locationId === body.locationId)
          .slice(0, body.pageLimit);
        // A search answers ContactsSearchSchema's fields, fewer than a contact read by id.
        const listed = found.map(
          ({ id, locationId: loc, email: e, source, dateAdded, customFields, tags }) => ({
            id,
            locationId: loc,
            email: e,
            source,
            dateAdded,
            customFields,
            tags,
          }),
        );
        return send(200, { contacts: listed, count: listed.length });
      }
      if (req.method === 'POST' && path === '/contacts/') {
        const contact: FakeContact = {
          id: `c${String(++state.seq).padStart(19, '0')}`,
          locationId: body.locationId,
          email: body.email,
          emailLowerCase: String(body.email).toLowerCase(),
          tags: body.tags ?? [],
          source: body.source,
          customFields: [],
          dateAdded: now,
          dateUpdated: now,
        };
        writeFields(contact, body.customFields);
        contacts.set(contact.id, contact);
        const unknown = Object.keys(body).filter((k) => !CREATE_FIELDS.has(k));
        if (unknown.length > 0)
          return send(422, {
            statusCode: 422,
            message: unknown.map((k) => `property ${k} should not exist`),
            error: 'Unprocessable Entity',
          });
        return send(201, { contact });
      }
      if ((m = path.match(/^\/contacts\/([^/]+)\/tags$/))) {
        const c = contacts.get(m[1]!);
        if (!c) return send(400, { statusCode: 400, message: 'Contact not found' });
        if (req.method === 'POST') c.tags = [...new Set([...c.tags, ...body.tags])];
        else if (req.method === 'DELETE') c.tags = c.tags.filter((tag) => !body.tags.includes(tag));
        else return send(404, { statusCode: 404, message: 'Not Found' });
        c.dateUpdated = now;
        return send(req.method === 'POST' ? 201 : 200, { tags: c.tags });
      }
      if ((m = path.match(/^\/contacts\/([^/]+)$/))) {
        const c = contacts.get(m[1]!);
        if (!c) return send(400, { statusCode: 400, message: 'Contact not found' });
        if (req.method === 'GET') return send(200, { contact: c });
        if (req.method === 'PUT') {
          if (body.tags) c.tags = body.tags;
          if (body.email) {
            c.email = body.email;
            c.emailLowerCase = String(body.email).toLowerCase();
          }
          writeFields(c, body.customFields);
          c.dateUpdated = now;
          return send(200, { succeded: true, contact: c });
        }
      }
      return send(404, { statusCode: 404, message: 'Not Found' });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    contacts,
    calls,
    state,
    /** The opaque id the CRM gave a custom field key. */
    fieldId: (key: string) => idOfKey.get(key)!,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
