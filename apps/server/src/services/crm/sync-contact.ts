import type { CrmClient, CrmContact } from './crm-client.ts';
import {
  CRM_CONTACT_TYPE,
  CRM_FIELDS,
  CRM_SOURCE,
  CRM_TAGS,
  centralTimestamp,
} from './crm-fields.ts';

const fieldValue = (contact: CrmContact, key: string) => {
  const field = contact.customFields.find((f) => f.key === key || f.id === key);
  return field?.field_value ?? field?.value;
};

/**
 * On sign-up: find the contact by e-mail; drop a prior data-deletion tag; set App_User_ID (checked
 * by reading the contact back, and retried as a full contact update if it did not stick); with no
 * contact, create one tagged as a product user.
 */
export async function syncSignUp(
  crm: CrmClient,
  input: { email: string; userId: string },
): Promise<'created' | 'updated'> {
  const [contact] = await crm.searchByEmail(input.email);
  const appUserId = { key: CRM_FIELDS.appUserId, field_value: input.userId };
  if (!contact) {
    await crm.createContact({
      email: input.email.toLowerCase(),
      tags: [CRM_TAGS.users],
      source: CRM_SOURCE,
      type: CRM_CONTACT_TYPE,
      customFields: [appUserId],
    });
    return 'created';
  }
  if (contact.tags.includes(CRM_TAGS.dataDeletionRequested))
    await crm.removeTags(contact.id, [CRM_TAGS.dataDeletionRequested]);
  await crm.updateContact(contact.id, { customFields: [appUserId] });
  const check = await crm.getContact(contact.id);
  if (fieldValue(check, CRM_FIELDS.appUserId) !== input.userId) {
    const tags = check.tags.filter((t) => t !== CRM_TAGS.dataDeletionRequested);
    await crm.updateContact(contact.id, {
      email: input.email.toLowerCase(),
      tags,
      customFields: [appUserId],
    });
  }
  return 'updated';
}

/** On sign-in: stamp the contact's last app sign-in in Central time. No contact: nothing to do. */
export async function syncSignIn(
  crm: CrmClient,
  input: { email: string; at: string },
): Promise<boolean> {
  const [contact] = await crm.searchByEmail(input.email);
  if (!contact) return false;
  await crm.updateContact(contact.id, {
    customFields: [
      { key: CRM_FIELDS.lastAppSignIn, field_value: centralTimestamp(new Date(input.at)) },
    ],
  });
  return true;
}

/** The outbox handler for CRM jobs. */
export function crmHandler(crm: CrmClient) {
  return async (payload: Record<string, unknown>) => {
    const email = String(payload.email);
    if (payload.action === 'signup')
      await syncSignUp(crm, { email, userId: String(payload.userId) });
    else if (payload.action === 'signin') await syncSignIn(crm, { email, at: String(payload.at) });
    else throw new Error(`unknown CRM action ${String(payload.action)}`);
  };
}
