import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import { type Db, queryRows } from '../../db/client.ts';

/** A statement of a batch; `name` must always go with the same SQL text (it is prepared once per connection). */
export type BatchStatement = { name: string; query: SQL };

type Internals = {
  session?: { client?: unknown };
  dialect?: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
};

type Prepared = { name: string; text: string; values: unknown[] };
/** node-postgres' Result as its own queries fill it (the parts its typings leave out). */
type Result = {
  rows: unknown[];
  addFields(fields: unknown[]): void;
  parseRow(fields: unknown[]): unknown;
  addRow(row: unknown): void;
  addCommandComplete(message: unknown): void;
};
const Result = pg.Result as unknown as new () => Result;
type BackendMessage = { fields: unknown[] };
type Connection = {
  stream: { cork(): void; uncork(): void };
  parse(query: { name: string; text: string; types: unknown[] }): void;
  bind(config: { statement: string; values: unknown[]; valueMapper: (v: unknown) => unknown }): void;
  describe(message: { type: 'P'; name: string }): void;
  execute(config: { portal: string }): void;
  sync(): void;
};

// Names prepared on each server connection by batches (node-postgres keeps its own list for its queries).
const preparedOn = new WeakMap<object, Set<string>>();

const toText = (value: unknown) =>
  value === null || value === undefined ? null : value instanceof Date ? value.toISOString() : String(value);

/**
 * Several statements in one round trip, as node-postgres' custom query interface: for each a Parse
 * (first use on this connection only), Bind, Describe and Execute, then one Sync. Without a BEGIN
 * the statements up to the Sync are one implicit transaction: it commits at the Sync, and an error
 * in any of them rolls all of them back. READ COMMITTED gives each statement its own snapshot, so a
 * statement sees what the ones before it locked and wrote.
 */
class OneRoundTrip {
  private readonly results: Result[] = [];
  private index = 0;
  private parsedNow: string[] = [];
  private connection?: Connection;
  readonly done: Promise<Result[]>;
  private settle!: { resolve: (results: Result[]) => void; reject: (error: unknown) => void };

  constructor(private readonly statements: Prepared[]) {
    this.done = new Promise((resolve, reject) => {
      this.settle = { resolve, reject };
    });
  }

  private result() {
    let result = this.results[this.index];
    if (!result) {
      result = new Result();
      this.results[this.index] = result;
    }
    return result;
  }

  submit(connection: Connection) {
    this.connection = connection;
    let prepared = preparedOn.get(connection);
    if (!prepared) {
      prepared = new Set();
      preparedOn.set(connection, prepared);
    }
    connection.stream.cork();
    try {
      for (const s of this.statements) {
        if (!prepared.has(s.name)) {
          connection.parse({ name: s.name, text: s.text, types: [] });
          this.parsedNow.push(s.name);
        }
        connection.bind({ statement: s.name, values: s.values, valueMapper: toText });
        connection.describe({ type: 'P', name: '' });
        connection.execute({ portal: '' });
      }
      connection.sync();
    } finally {
      connection.stream.uncork();
    }
    return null;
  }

  handleRowDescription(message: BackendMessage) {
    this.result().addFields(message.fields);
  }

  handleDataRow(message: BackendMessage) {
    const result = this.result();
    result.addRow(result.parseRow(message.fields));
  }

  handleCommandComplete(message: unknown) {
    this.result().addCommandComplete(message);
    this.index += 1;
  }

  handleEmptyQuery() {
    this.index += 1;
  }

  handlePortalSuspended() {}

  handleCopyInResponse() {}

  handleCopyData() {}

  // After an error the connection is dropped by the caller, so what it has prepared does not matter.
  handleError(error: unknown) {
    this.settle.reject(error);
  }

  handleReadyForQuery() {
    const prepared = preparedOn.get(this.connection as object);
    for (const name of this.parsedNow) prepared?.add(name);
    this.settle.resolve(this.results);
  }
}

/**
 * Runs `statements` as one transaction and returns the rows of each. On PostgreSQL they travel in
 * one round trip (see OneRoundTrip); on PGlite they run one after another in a transaction. Either
 * way the transaction commits unless a statement fails, so a statement that decides not to change
 * anything must say so in its rows rather than by failing.
 */
export async function inOneRoundTrip(db: Db, statements: BatchStatement[]): Promise<unknown[][]> {
  const { session, dialect } = db as unknown as Internals;
  const pool = session?.client;
  if (!(pool instanceof pg.Pool) || !dialect) {
    return db.transaction(async (tx) => {
      const rows: unknown[][] = [];
      for (const s of statements) rows.push(await queryRows(tx, s.query));
      return rows;
    });
  }
  const batch = new OneRoundTrip(
    statements.map((s) => {
      const { sql: text, params } = dialect.sqlToQuery(s.query);
      return { name: s.name, text, values: params };
    }),
  );
  const client = await pool.connect();
  try {
    client.query(batch as never);
    const results = await batch.done;
    client.release();
    return statements.map((_, i) => results[i]?.rows ?? []);
  } catch (error) {
    // As pg's own pool.query does: a connection that saw an error is not reused.
    client.release(error as Error);
    throw error;
  }
}
