/**
 * `npm run admin:create -- owner@example.com`: creates the first administrator (or makes an existing
 * account an administrator with a new password) on the configured database. The password is read
 * from ADMIN_PASSWORD, else asked for on the terminal (not echoed), else read from standard input, so
 * it never has to appear on a command line. At least 12 characters.
 */
import { createInterface } from 'node:readline';
import { ConfigError, loadConfig, loadEnvFile } from '../../api/src/config/config.ts';
import { createOrResetAdmin } from '../../api/src/accounts/index.ts';
import { createContext } from '../../api/src/server.ts';

async function askPassword(): Promise<string> {
  const input = process.stdin;
  const rl = createInterface({ input, output: process.stdout, terminal: input.isTTY });
  if (!input.isTTY) {
    for await (const line of rl) return line;
    return '';
  }
  // On a terminal, the typed characters are not echoed.
  const muted = rl as unknown as { _writeToOutput: (s: string) => void };
  process.stdout.write('Password for the administrator (at least 12 characters): ');
  muted._writeToOutput = () => undefined;
  const answer = await new Promise<string>((resolve) => rl.question('', resolve));
  rl.close();
  process.stdout.write('\n');
  return answer;
}

async function main(): Promise<void> {
  loadEnvFile();
  const email = process.argv[2] ?? process.env.ADMIN_EMAIL;
  if (!email || !/^[^\s@]+@[^\s@]+$/.test(email)) {
    console.error(
      'Usage: npm run admin:create -- <email>   (password from ADMIN_PASSWORD or asked)',
    );
    process.exit(64);
  }
  const password = process.env.ADMIN_PASSWORD || (await askPassword());
  // SEED_DEMO is off here whatever the environment says: this command creates one account only.
  const config = loadConfig({
    ...process.env,
    ADMIN_EMAIL: '',
    ADMIN_PASSWORD: '',
    SEED_DEMO: 'false',
  });
  const { ctx, embedded } = await createContext(config);
  try {
    const { created } = await createOrResetAdmin(ctx, email, password);
    console.log(
      `${created ? 'Created' : 'Updated'} the administrator ${email.trim().toLowerCase()}.`,
    );
  } finally {
    await ctx.queue.stop();
    await ctx.database.close();
    await embedded?.stop();
  }
}

// Exit once done: the context may hold listeners (cache notifications) that would keep a finished
// command alive.
main()
  .then(() => process.exit(0))
  .catch((err: unknown) => {
    console.error(err instanceof ConfigError || err instanceof Error ? err.message : err);
    process.exit(1);
  });
