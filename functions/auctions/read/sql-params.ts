// Numbered SQL parameters for the list queries, apart from card-query.ts so that the pieces of a
// query it puts together (the text search) can take them without importing it back.

/** Numbered SQL parameters, so one value can be used in several places of a statement. */
export class SqlParams {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `?${this.values.length}`;
  }
}
