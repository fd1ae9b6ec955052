import { randomUUID } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import type { MediaStorage } from '../media/storage';
import { writeBackup, type DatabaseSource } from './backup';

/**
 * A running server holds the embedded database (one process only), so `npm run backup` cannot open
 * it: it leaves a request file in `<DATA_DIR>/backups`, sends the server SIGUSR2, and waits for the
 * answer file the server writes beside it. No network endpoint and no credentials are involved: only
 * someone who can write to DATA_DIR and signal the server's process can ask.
 */
const REQUEST_PREFIX = '.request-';
const ANSWER_PREFIX = '.answer-';

interface BackupRequest {
  outRoot?: string;
}
type BackupAnswer = { ok: true; path: string } | { ok: false; message: string };

function requestsDir(dataDir: string): string {
  return path.join(dataDir, 'backups');
}

/** Server side: answers every waiting request (called on SIGUSR2). */
export async function answerBackupRequests(
  dataDir: string,
  source: DatabaseSource,
  media?: MediaStorage,
): Promise<string[]> {
  const dir = requestsDir(dataDir);
  if (!existsSync(dir)) return [];
  const written: string[] = [];
  for (const file of readdirSync(dir).filter((name) => name.startsWith(REQUEST_PREFIX))) {
    const id = file.slice(REQUEST_PREFIX.length, -'.json'.length);
    const requestFile = path.join(dir, file);
    let answer: BackupAnswer;
    try {
      const request = JSON.parse(readFileSync(requestFile, 'utf8')) as BackupRequest;
      const backup = await writeBackup({ source, dataDir, outRoot: request.outRoot, media });
      written.push(backup);
      answer = { ok: true, path: backup };
    } catch (error) {
      answer = { ok: false, message: error instanceof Error ? error.message : String(error) };
    }
    rmSync(requestFile, { force: true });
    // Written aside and renamed, so the waiting command never reads half an answer.
    const answerFile = path.join(dir, `${ANSWER_PREFIX}${id}.json`);
    writeFileSync(`${answerFile}.tmp`, JSON.stringify(answer));
    renameSync(`${answerFile}.tmp`, answerFile);
  }
  return written;
}

/** CLI side: asks the server with process id `pid` for a backup and waits for its answer. */
export async function requestBackupFrom(
  pid: number,
  dataDir: string,
  outRoot: string | undefined,
  timeoutMs = 10 * 60 * 1000,
): Promise<string> {
  const dir = requestsDir(dataDir);
  mkdirSync(dir, { recursive: true });
  const id = randomUUID();
  const request: BackupRequest = outRoot ? { outRoot: path.resolve(outRoot) } : {};
  writeFileSync(path.join(dir, `${REQUEST_PREFIX}${id}.json`), JSON.stringify(request));
  process.kill(pid, 'SIGUSR2');
  const answerFile = path.join(dir, `${ANSWER_PREFIX}${id}.json`);
  const deadline = Date.now() + timeoutMs;
  while (!existsSync(answerFile)) {
    if (Date.now() > deadline) {
      rmSync(path.join(dir, `${REQUEST_PREFIX}${id}.json`), { force: true });
      throw new Error(`The server (pid ${pid}) did not answer the backup request in time.`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const answer = JSON.parse(readFileSync(answerFile, 'utf8')) as BackupAnswer;
  rmSync(answerFile, { force: true });
  if (!answer.ok) throw new Error(`The server could not write the backup: ${answer.message}`);
  return answer.path;
}
