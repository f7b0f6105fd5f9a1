import {
  closeSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';

export const LOCK_FILE = 'hokej-shop.lock';

/** The pid a lock file names, or null when it names none (empty, garbage, gone). */
function pidIn(file: string): number | null {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * True when `pid` is a running process other than this one. This process's own pid in a lock is a
 * leftover of an earlier life: in a container the shop is pid 1 after every restart.
 */
function isOtherLiveProcess(pid: number): boolean {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export class DataDirInUseError extends Error {}

function refuse(dataDir: string, pid: number): never {
  throw new DataDirInUseError(
    `DATA_DIR ${dataDir} is in use by another running shop process (pid ${pid}); an embedded database ` +
      'may be opened by one process only. Stop that process, or give this one its own DATA_DIR ' +
      `(or use PostgreSQL for several processes). If no process ${pid} of the shop runs, delete ` +
      `${path.join(dataDir, LOCK_FILE)}.`,
  );
}

/**
 * Takes the embedded database's folder for this process before anything opens it: a lock file with
 * this process's pid, created only if none exists. A lock of a running process refuses the start;
 * a lock whose process is gone (a crash, SIGKILL) is moved aside and taken over. Returns the release.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      return () => {
        if (pidIn(lockPath) === process.pid) unlinkSync(lockPath);
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const holder = pidIn(lockPath);
    if (holder !== null && isOtherLiveProcess(holder)) refuse(dataDir, holder);
    // Stale: move it aside (atomic), then look at what was moved. Another process starting at this
    // very moment may have replaced the stale lock with its own: then it is put back and we refuse.
    const aside = `${lockPath}.stale-${process.pid}`;
    try {
      renameSync(lockPath, aside);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw err;
    }
    const moved = pidIn(aside);
    if (moved !== null && moved !== holder && isOtherLiveProcess(moved)) {
      try {
        linkSync(aside, lockPath);
      } catch {
        // A third process took the place meanwhile; its own lock stands.
      }
      unlinkSync(aside);
      refuse(dataDir, moved);
    }
    unlinkSync(aside);
  }
  throw new Error(`DATA_DIR ${dataDir}: could not take ${LOCK_FILE} (other processes keep changing it)`);
}
