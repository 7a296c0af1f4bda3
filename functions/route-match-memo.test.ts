import { describe, expect, it } from "vitest";
import { matchRoutes as matchAfresh } from "@remix-run/router";
import { matchRoutes } from "./route-match-memo";

/** A route tree shaped like Remix's: a root with flat children, index and dynamic segments. */
function tree() {
  return [
    {
      id: "root",
      path: "",
      children: [
        { id: "routes/_index", index: true },
        { id: "routes/search", path: "search" },
        { id: "routes/auction.$id", path: "auction/:id" },
        {
          id: "routes/my-bids",
          path: "my-bids",
          children: [
            { id: "routes/my-bids._index", index: true },
            { id: "routes/my-bids.$id", path: ":id" },
          ],
        },
        { id: "routes/$", path: "*" },
      ],
    },
  ];
}

const PATHS = ["/", "/search", "/auction/42", "/my-bids", "/my-bids/7?tab=bids", "/nowhere/at/all", "/auction/42/"];

const ids = (matches: ReturnType<typeof matchRoutes>) => matches?.map((m) => m.route.id) ?? null;

describe("matchRoutes answered from the cache", () => {
  it("answers what the router's own matching answers, on a first call and a repeated one", () => {
    for (const path of PATHS) {
      const fresh = matchAfresh(tree(), path);
      const first = matchRoutes(tree(), path);
      const again = matchRoutes(tree(), path);
      expect(ids(first)).toEqual(ids(fresh));
      expect(ids(again)).toEqual(ids(fresh));
      expect(again?.map(({ params, pathname, pathnameBase }) => ({ params, pathname, pathnameBase }))).toEqual(
        fresh?.map(({ params, pathname, pathnameBase }) => ({ params, pathname, pathnameBase })),
      );
    }
  });

  it("links a cached match to the route objects of the tree it is asked about", () => {
    matchRoutes(tree(), "/my-bids/7");
    const other = tree();
    const matches = matchRoutes(other, "/my-bids/7")!;
    expect(matches[0].route).toBe(other[0]);
    expect(matches[2].route).toBe(other[0].children[3].children![1]);
  });

  it("gives fresh match and params objects, so one caller's change never reaches the next", () => {
    const first = matchRoutes(tree(), "/auction/42")!;
    Object.assign(first[1].params, { id: "changed" });
    expect(matchRoutes(tree(), "/auction/42")![1].params.id).toBe("42");
  });

  it("tells trees of another shape apart", () => {
    const renamed = tree();
    renamed[0].children[2].path = "lot/:id";
    expect(ids(matchRoutes(tree(), "/lot/1"))).toEqual(["root", "routes/$"]);
    expect(ids(matchRoutes(renamed, "/lot/1"))).toEqual(["root", "routes/auction.$id"]);
  });
});
