import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

interface Contact {
  id: string;
  email: string;
  tags: string[];
  source?: string;
  type?: string;
  locationId: string;
  customFields: { id: string; value: string }[];
}

/**
 * A loopback stand-in for the CRM's contacts API (LeadConnector v2 shapes: `{ contact }`,
 * `{ contacts, total }`, custom fields written as `{ key, field_value }` and read back as
 * `{ id, value }`). `failNext` makes the next calls answer 500; `dropFieldWrites` makes
 * custom-field writes on PUT be ignored once, as the real API sometimes does.
 */
export async function startFakeCrm(apiKey: string) {
  const contacts = new Map<string, Contact>();
  const calls: { method: string; path: string; body: unknown }[] = [];
  const state = { failNext: 0, dropFieldWrites: 0, seq: 0 };
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (d) => (raw += d));
    req.on('end', () => {
      const body = raw ? JSON.parse(raw) : undefined;
      const path = req.url ?? '';
      calls.push({ method: req.method ?? '', path, body });
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      if (req.headers.authorization !== `Bearer ${apiKey}` || !req.headers.version)
        return send(401, { message: 'Invalid JWT' });
      if (state.failNext > 0) {
        state.failNext--;
        return send(500, { message: 'Internal server error' });
      }
      const writeFields = (c: Contact, fields?: { key: string; field_value: string }[]) => {
        if (!fields) return;
        if (state.dropFieldWrites > 0) {
          state.dropFieldWrites--;
          return;
        }
        for (const f of fields) {
          c.customFields = c.customFields.filter((x) => x.id !== f.key);
          c.customFields.push({ id: f.key, value: f.field_value });
        }
      };
      let m: RegExpMatchArray | null;
      if (req.method === 'POST' && path === '/contacts/search') {
        const email = body.filters?.[0]?.value;
        const found = [...contacts.values()]
          .filter((c) => c.email === email && c.locationId === body.locationId)
          .slice(0, body.pageLimit);
        return send(200, { contacts: found, total: found.length });
      }
      if (req.method === 'POST' && path === '/contacts/') {
        const contact: Contact = {
          id: `c${++state.seq}`,
          email: body.email,
          tags: body.tags ?? [],
          source: body.source,
          type: body.type,
          locationId: body.locationId,
          customFields: [],
        };
        writeFields(contact, body.customFields);
        contacts.set(contact.id, contact);
        return send(201, { contact });
      }
      if ((m = path.match(/^\/contacts\/([^/]+)\/tags$/)) && req.method === 'DELETE') {
        const c = contacts.get(m[1]!);
        if (!c) return send(404, { message: 'Contact not found' });
        c.tags = c.tags.filter((tag) => !body.tags.includes(tag));
        return send(200, { tags: c.tags });
      }
      if ((m = path.match(/^\/contacts\/([^/]+)$/))) {
        const c = contacts.get(m[1]!);
        if (!c) return send(404, { message: 'Contact not found' });
        if (req.method === 'GET') return send(200, { contact: c });
        if (req.method === 'PUT') {
          if (body.tags) c.tags = body.tags;
          writeFields(c, body.customFields);
          return send(200, { succeded: true, contact: c });
        }
      }
      return send(404, { message: 'Not found' });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    contacts,
    calls,
    state,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
