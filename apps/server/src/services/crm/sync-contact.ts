import type { CrmClient, CrmContact } from './crm-client.ts';
import { CRM_FIELDS, CRM_SOURCE, CRM_TAGS, centralTimestamp } from './crm-fields.ts';

/** The id of a custom field by its key, or a clear error naming the field to create in the CRM. */
async function fieldId(crm: CrmClient, key: string): Promise<string> {
  const id = (await crm.fieldIds()).get(key);
  if (!id)
    throw new Error(
      `CRM custom field ${key} does not exist in this location: create it (a text field) and the job will go through on its next attempt`,
    );
  return id;
}

/** A contact's value of a custom field, compared by the field's id (the API reads fields back as {id, value}). */
const valueOf = (contact: CrmContact, id: string) =>
  contact.customFields.find((f) => f.id === id)?.value;

/**
 * On sign-up: find the contact by e-mail; drop a prior data-deletion tag (the tag endpoint, which
 * leaves the other tags alone); set App_User_ID by its field id, checked by reading the contact
 * back and written again with the e-mail if it did not stick; with no contact, create one tagged as
 * a product user. (The spec's "type lead" has no field in Create Contact, so none is sent.)
 */
async function syncSignUp(
  crm: CrmClient,
  input: { email: string; userId: string },
): Promise<'created' | 'updated'> {
  const [contact] = await crm.searchByEmail(input.email);
  const appUserId = { id: await fieldId(crm, CRM_FIELDS.appUserId), field_value: input.userId };
  if (!contact) {
    await crm.createContact({
      email: input.email.toLowerCase(),
      tags: [CRM_TAGS.users],
      source: CRM_SOURCE,
      customFields: [appUserId],
    });
    return 'created';
  }
  if (contact.tags.includes(CRM_TAGS.dataDeletionRequested))
    await crm.removeTags(contact.id, [CRM_TAGS.dataDeletionRequested]);
  if (valueOf(contact, appUserId.id) === input.userId) return 'updated';
  await crm.updateContact(contact.id, { customFields: [appUserId] });
  const check = await crm.getContact(contact.id);
  if (valueOf(check, appUserId.id) !== input.userId)
    await crm.updateContact(contact.id, {
      email: input.email.toLowerCase(),
      customFields: [appUserId],
    });
  return 'updated';
}

/** On sign-in: stamp the contact's last app sign-in in Central time. No contact: nothing to do. */
async function syncSignIn(crm: CrmClient, input: { email: string; at: string }): Promise<boolean> {
  const [contact] = await crm.searchByEmail(input.email);
  if (!contact) return false;
  await crm.updateContact(contact.id, {
    customFields: [
      {
        id: await fieldId(crm, CRM_FIELDS.lastAppSignIn),
        field_value: centralTimestamp(new Date(input.at)),
      },
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
