/**
 * npm run admin:emergency-codes -- someone@example.com [count]
 * Prints new one-time emergency access codes for an admin. Only their hashes are
 * stored: keep the printed codes somewhere safe, they are not shown again.
 */
import { openCliDatabase } from './open-cli-database.ts';
import { issueEmergencyCodes, NotAnAdminError } from '../services/auth/emergency-codes.ts';

const email = process.argv[2]?.trim().toLowerCase();
const count = Number(process.argv[3] ?? 5);
if (!email || !email.includes('@') || !Number.isInteger(count) || count < 1 || count > 20) {
  process.stderr.write('usage: npm run admin:emergency-codes -- admin@example.com [count 1-20]\n');
  process.exit(64);
}
const database = await openCliDatabase();
try {
  const codes = await issueEmergencyCodes({ db: database.db, email, count });
  process.stdout.write(
    `One-time emergency codes for ${email} (each works once; not shown again):\n${codes.map((c) => `  ${c}`).join('\n')}\n`,
  );
} catch (err) {
  if (!(err instanceof NotAnAdminError)) throw err;
  process.stderr.write(`${err.message}: grant the role first (npm run admin:grant -- ${email}).\n`);
  process.exitCode = 1;
} finally {
  await database.close();
}
