import type { z } from 'zod';
import type { ZContactRequest } from '@anglerscout/contracts';
import type { Db } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/index.ts';

export interface CreateContactMessageOptions {
  db: Db;
  input: z.output<typeof ZContactRequest>;
  clientIp: string;
  userAgent?: string;
}

/** Stores a contact message. A filled honeypot is accepted silently and not stored. */
export async function createContactMessage({
  db,
  input,
  clientIp,
  userAgent,
}: CreateContactMessageOptions) {
  if (input.website) return { stored: false as const };
  const [row] = await db
    .insert(contactMessages)
    .values({
      fullName: input.fullName,
      email: input.email.toLowerCase(),
      phone: input.phone ?? null,
      message: input.message,
      clientIp,
      userAgent: userAgent?.slice(0, 300) ?? null,
    })
    .returning({ id: contactMessages.id });
  return { stored: true as const, id: row!.id };
}
