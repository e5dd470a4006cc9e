/**
 * npm run admin:grant -- someone@example.com
 * Makes an existing account an admin (the other way to the first admins besides ADMIN_EMAILS).
 */
import { eq } from 'drizzle-orm';
import { openCliDatabase } from './open-cli-database.ts';
import { users } from '../db/schema/index.ts';
import { auditAuthEvent } from '../services/auth/emergency-codes.ts';

const email = process.argv[2]?.trim().toLowerCase();
if (!email || !email.includes('@')) {
  process.stderr.write('usage: npm run admin:grant -- someone@example.com\n');
  process.exit(64);
}
const database = await openCliDatabase();
try {
  const updated = await database.db
    .update(users)
    .set({ role: 'admin' })
    .where(eq(users.email, email))
    .returning({ id: users.id });
  if (updated.length === 0) {
    process.stderr.write(
      `No account with the e-mail ${email}. Sign up first, then run this again.\n`,
    );
    process.exitCode = 1;
  } else {
    await auditAuthEvent(database.db, {
      userId: updated[0]!.id,
      event: 'role.granted',
      detail: { role: 'admin', by: 'cli' },
    });
    process.stdout.write(`${email} is now an admin.\n`);
  }
} finally {
  await database.close();
}
