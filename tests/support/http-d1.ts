// A D1Database for server code called straight from a test (seeders, invoicing, alert matching),
// over the Worker's POST /api/test/sql instead of Miniflare's D1 proxy: the proxy's synchronous
// `prepare`/`bind` calls can lose their answer on a loaded machine and break the rest of the file.
// It carries the calls the project's code makes (drizzle's D1 driver included): all, run, first,
// raw and batch.
type Mode = "all" | "raw";
export interface SqlStatement {
  sql: string;
  params: unknown[];
}
export type SqlRunner = (statements: SqlStatement[], mode: Mode) => Promise<unknown[]>;

interface AllResult {
  results: Record<string, unknown>[];
  meta: Record<string, unknown>;
}

class HttpStatement implements SqlStatement {
  constructor(
    private readonly runner: SqlRunner,
    readonly sql: string,
    readonly params: unknown[] = [],
  ) {}
  bind(...params: unknown[]) {
    return new HttpStatement(this.runner, this.sql, params);
  }
  async all() {
    return (await this.runner([this], "all"))[0] as AllResult;
  }
  run() {
    return this.all();
  }
  async first(column?: string) {
    const row = (await this.all()).results[0];
    if (!row) return null;
    return column === undefined ? row : (row[column] ?? null);
  }
  async raw(options?: { columnNames?: boolean }) {
    const [answer] = (await this.runner([this], "raw")) as { columns: string[]; rows: unknown[][] }[];
    return options?.columnNames ? [answer!.columns, ...answer!.rows] : answer!.rows;
  }
}

export function httpD1(runner: SqlRunner): D1Database {
  const db = {
    prepare: (sql: string) => new HttpStatement(runner, sql),
    batch: (statements: HttpStatement[]) => runner(statements, "all"),
    exec: async (sql: string) => {
      await runner([{ sql, params: [] }], "all");
      return { count: 1, duration: 0 };
    },
  };
  // Structural: the methods above are the whole of D1 that server code uses; dump() and sessions
  // are not offered, so a call to them fails loudly instead of answering something made up.
  return db as unknown as D1Database;
}
