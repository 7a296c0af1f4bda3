import { describe, expect, it } from "vitest";
import { comparatorOf } from "./card-merge";
import type { CardRow } from "./card-query";

const row = (id: number, endsOn: string | null, lastModifiedOn = "2026-01-01T00:00:00.000Z") =>
  ({ id, endsOn, lastModifiedOn, launchedOn: null }) as CardRow;

describe("the order of a page merged across databases", () => {
  it("follows SQLite: NULL first ascending, text by bytes, ties by the next key", () => {
    const rows = [
      row(3, "2026-02-01T10:00:00.000Z"),
      row(1, null),
      row(2, "2026-01-15T10:00:00.000Z", "2026-01-02T00:00:00.000Z"),
      row(4, "2026-01-15T10:00:00.000Z", "2026-01-03T00:00:00.000Z"),
    ];
    rows.sort(comparatorOf("a.ends_on ASC, a.last_modified_on DESC, a.id DESC"));
    expect(rows.map((r) => r.id)).toEqual([1, 4, 2, 3]);
  });

  it("refuses a key it cannot compare rather than answer a wrong order", () => {
    expect(() => comparatorOf("a.status ASC")).toThrow(/cannot order by a\.status/);
  });
});
