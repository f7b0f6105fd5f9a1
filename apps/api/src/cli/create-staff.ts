import { parseArgs } from 'node:util';
import { loadConfig, publicUrlOf } from '../config.ts';
import { DataDirInUseError } from '../db/data-dir-lock.ts';
import { openShopDatabase, SETUP_LOCK } from '../db/open-shop-database.ts';
import { createLinks } from '../modules/users/links.ts';
import { createStaffAccounts, STAFF_ROLES, StaffInputError } from '../modules/users/staff-accounts.ts';

// The operator's command for staff accounts (docs/operations.md, "First start: the first admin"):
//   npm run admin -w @hokej/api -- --email spravca@klub.sk --role ADMIN [--first-name … --last-name …]
// It reads the shop's own settings (the same environment as the shop). A new account gets a one-time
// password-reset link on stdout, so no password passes through a shell; an existing one gets the role.
const USAGE = `Usage: npm run admin -w @hokej/api -- --email <e-mail> --role <${STAFF_ROLES.join('|')}> [--first-name <name>] [--last-name <name>]`;

class UsageError extends Error {}

function readArgs() {
  let values: { email?: string; role?: string; 'first-name'?: string; 'last-name'?: string };
  try {
    ({ values } = parseArgs({
      options: {
        email: { type: 'string' },
        role: { type: 'string' },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  if (!values.email) throw new UsageError('--email is required');
  if (!values.role) throw new UsageError('--role is required');
  return {
    email: values.email,
    role: values.role.toUpperCase(),
    firstName: values['first-name'],
    lastName: values['last-name'],
  };
}

async function main() {
  const args = readArgs();
  const config = loadConfig();
  if (config.NODE_ENV === 'production' && !config.PUBLIC_URL)
    throw new UsageError('PUBLIC_URL: required in production (the reset link must open the shop)');
  const database = await openShopDatabase(config);
  try {
    // Works before the shop's first start too: the schema is created the way the shop creates it.
    await database.withLock(SETUP_LOCK, () => database.migrate());
    const staff = createStaffAccounts(database.db, createLinks(publicUrlOf(config)));
    const result = await staff.grant(args);
    const roles = result.roles.join(', ');
    if (result.kind === 'created') {
      console.log(
        [
          `Created ${result.email} (roles: ${roles}), e-mail verified.`,
          `Set its password within ${result.linkValidMinutes} minutes (one use) at:`,
          `  ${result.resetLink}`,
          'When the link has expired, use "Zabudnuté heslo" on the shop\'s login dialog.',
        ].join('\n'),
      );
    } else if (result.kind === 'promoted') {
      console.log(`${result.email} now has the roles: ${roles} (its password is unchanged).`);
    } else {
      console.log(`${result.email} already has the role ${args.role} (roles: ${roles}); nothing changed.`);
    }
  } finally {
    await database.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    if (error instanceof UsageError || error instanceof StaffInputError) {
      console.error(`create-staff: ${error.message}\n${USAGE}`);
    } else if (error instanceof DataDirInUseError) {
      console.error(
        `create-staff: ${error.message}\nThe embedded database is held by the running shop: stop the shop, run this command, start the shop again.`,
      );
    } else {
      console.error(`create-staff: ${error instanceof Error ? error.message : error}`);
    }
    process.exit(1);
  },
);
