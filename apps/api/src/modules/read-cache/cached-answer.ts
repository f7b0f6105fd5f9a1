/** What a build makes: the value, and how long it stays true without any change heard (ms, may be Infinity). */
export type Built<T> = { value: T; validForMs: number };

/**
 * One answer kept in memory, built on first read and again on the first read after `invalidate()`. A read
 * that comes after a change never gets a value built before it: a build remembers the version it started
 * at, and reads that arrive meanwhile share it only while no change came in between. So every read is at
 * least as fresh as the changes this process had heard when it began, and however many readers wait, one
 * build serves each batch of changes.
 */
export function createCachedAnswer<T>(
  build: () => Promise<Built<T>>,
  now: () => number = performance.now.bind(performance),
) {
  let version = 0;
  let kept: { value: T; version: number; until: number } | undefined;
  let building: { version: number; promise: Promise<T> } | undefined;

  function start(): Promise<T> {
    const at = version;
    const promise = build().then(
      (made) => {
        if (building?.promise === promise) building = undefined;
        // A change heard during the build makes the next read build again.
        if (made.validForMs > 0 && (!kept || kept.version <= at))
          kept = { value: made.value, version: at, until: now() + made.validForMs };
        return made.value;
      },
      (err: unknown) => {
        if (building?.promise === promise) building = undefined;
        throw err;
      },
    );
    building = { version: at, promise };
    return promise;
  }

  return {
    get(): Promise<T> | T {
      if (kept && kept.version === version && now() < kept.until) return kept.value;
      if (building && building.version === version) return building.promise;
      return start();
    },
    /** The kept value when it is current, else undefined (no build). */
    peek(): T | undefined {
      return kept && kept.version === version && now() < kept.until ? kept.value : undefined;
    },
    invalidate() {
      version += 1;
      kept = undefined;
    },
  };
}

export type CachedAnswer<T> = ReturnType<typeof createCachedAnswer<T>>;
