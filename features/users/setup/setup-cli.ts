import fs from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { AppError } from '@/lib/errors/app-error';
import { bootDatabase, hasUsers } from '../../../lib/db/boot';
import { closeDb, getDb } from '../../../lib/db/client';
import { setupInstallation, validateSetup, type SetupInput } from './setup';

// npm run setup: the first-run setup of a production installation (DATABASE_URL, or the embedded database).
// Asks on a terminal; for scripted installs every answer comes from a flag or an environment variable, the password
// only from KILAU_SETUP_OWNER_PASSWORD (a flag would show it in the process list and the shell history).

type Field = keyof SetupInput;
const QUESTIONS: { field: Field; flag: string; env: string; question: string; fallback?: string }[] = [
  { field: 'kodeToko', flag: 'shop-code', env: 'KILAU_SETUP_SHOP_CODE', question: 'Head office shop code', fallback: 'PUSAT' },
  { field: 'namaToko', flag: 'shop-name', env: 'KILAU_SETUP_SHOP_NAME', question: 'Head office shop name' },
  { field: 'userId', flag: 'owner-id', env: 'KILAU_SETUP_OWNER_ID', question: 'Owner user id', fallback: 'owner' },
  { field: 'namaUser', flag: 'owner-name', env: 'KILAU_SETUP_OWNER_NAME', question: 'Owner name' },
];
const PASSWORD_ENV = 'KILAU_SETUP_OWNER_PASSWORD';

const { values: flags } = parseArgs({ options: Object.fromEntries(QUESTIONS.map((q) => [q.flag, { type: 'string' as const }])) });
const errorTexts = (JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../../messages/en.json'), 'utf8')) as { errors: Record<string, string> }).errors;
const textOf = (key: string) => errorTexts[key] ?? key;
const interactive = Boolean(process.stdin.isTTY && process.stdout.isTTY);

const answers: Partial<Record<Field, string>> = {};
for (const q of QUESTIONS) answers[q.field] = (flags[q.flag] as string | undefined) ?? process.env[q.env];
answers.password = process.env[PASSWORD_ENV];

async function ask(question: string, fallback?: string): Promise<string> {
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  try {
    const answer = (await prompt.question(fallback ? `${question} [${fallback}]: ` : `${question}: `)).trim();
    return answer || fallback || '';
  } finally {
    prompt.close();
  }
}

/** Reads a line without echoing it (raw mode), for the password. */
function askHidden(question: string): Promise<string> {
  const { stdin, stdout } = process;
  stdout.write(question);
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = () => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      stdout.write('\n');
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n' || char === '\u0004') return finish(), resolve(value);
        if (char === '\u0003') return finish(), reject(new Error('Setup cancelled.'));
        if (char === '\u007f' || char === '\b') value = [...value].slice(0, -1).join('');
        else if (char >= ' ') value += char;
      }
    };
    stdin.setRawMode(true);
    stdin.setEncoding('utf8');
    stdin.resume();
    stdin.on('data', onData);
  });
}

async function askPassword(): Promise<string> {
  for (;;) {
    const first = await askHidden('Owner password (at least 8 characters, not a common one): ');
    if ((await askHidden('Owner password again: ')) === first) return first;
    console.log('The two passwords differ; once more.');
  }
}

const booted = await bootDatabase({ seed: false });
let exitCode = 0;
try {
  if (await hasUsers()) {
    console.error('This database already has users: setup runs only once, on a new installation. Nothing was changed.');
    exitCode = 1;
  } else {
    if (!interactive) {
      const missing = [
        ...QUESTIONS.filter((q) => !answers[q.field] && !q.fallback).map((q) => `--${q.flag} (or ${q.env})`),
        ...(answers.password ? [] : [PASSWORD_ENV]),
      ];
      if (missing.length) throw new Error(`Not on a terminal, so nothing can be asked. Missing: ${missing.join(', ')}.`);
      for (const q of QUESTIONS) answers[q.field] ||= q.fallback;
    }
    for (;;) {
      for (const q of QUESTIONS) if (!answers[q.field]) answers[q.field] = await ask(q.question, q.fallback);
      answers.password ||= await askPassword();
      try {
        validateSetup(answers as SetupInput);
        break;
      } catch (error) {
        if (!(error instanceof AppError) || !interactive) throw error;
        console.log(textOf(error.messageKey));
        answers[error.field as Field] = undefined;
      }
    }
    const done = await setupInstallation(getDb(), answers as SetupInput);
    console.log(`Kilau is set up: head office ${done.kodeToko}, owner "${done.userId}". Start the server with \`npm run start:server\` and log in as ${done.userId}.`);
  }
} catch (error) {
  if (error instanceof AppError) {
    const where = QUESTIONS.find((q) => q.field === error.field)?.flag ?? (error.field === 'password' ? PASSWORD_ENV : undefined);
    console.error(`Setup refused${where ? ` (${where})` : ''}: ${textOf(error.messageKey)}`);
  } else {
    console.error(`Setup failed: ${(error as Error).message}`);
  }
  exitCode = 1;
} finally {
  await closeDb();
  await booted.embedded?.stop();
}
process.exit(exitCode);
