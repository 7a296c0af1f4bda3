// Remix matches a page's path against the whole route tree four to six times a request (the request
// handler, the loaders, the render and the routes manifest sent to the browser), and every match
// flattens and ranks all the routes again and compiles a RegExp per branch it tries: about 3 ms of
// a page's CPU (decision 0198). The Worker's bundler puts this module in place of the router package
// (wrangler.toml `[alias]`): the same exports, with matchRoutes answering a path it has matched for
// a tree of the same shape from a small cache. Remix builds a new tree for each render, so a cached
// match holds the routes' positions in the tree and is re-linked to the route objects of the tree it
// is asked about: a match never points at another request's route.
// Relative path on purpose: the alias rewrites the package's name, so the real module is named by file.
import * as routerFile from "../node_modules/@remix-run/router/dist/router.js";

export * from "../node_modules/@remix-run/router/dist/router.js";

// The file's own declarations cover only part of it; the package's index declares the whole module.
const { matchRoutes: matchAfresh } = routerFile as unknown as typeof import("@remix-run/router");

type Routes = Parameters<typeof matchAfresh>[0];
type Route = Routes[number];
type Match = NonNullable<ReturnType<typeof matchAfresh>>[number];
type Place = Omit<Match, "route"> & { at: number[] };

/** Distinct paths remembered; past it the cache starts again (paths carry ids: /auction/123). */
const MAX_PATHS = 500;
const shapes = new WeakMap<Routes, number>();
/** Each shape seen, by a number, so a cache key stays short. */
const shapeIds = new Map<string, number>();
const answers = new Map<string, Place[] | null>();

/** What matching depends on: each route's id, path, index and case flags, children in order. */
function shapeOf(routes: Routes): number {
  let id = shapes.get(routes);
  if (id === undefined) {
    const describe = (list: Route[]): string =>
      list
        .map(
          (r) => `${r.id}|${r.path ?? ""}|${r.index ? 1 : 0}|${r.caseSensitive ? 1 : 0}(${describe(r.children ?? [])})`,
        )
        .join(",");
    const shape = describe(routes);
    id = shapeIds.get(shape) ?? shapeIds.size;
    shapeIds.set(shape, id);
    shapes.set(routes, id);
  }
  return id;
}

/** Each route's position (child indexes from the top) in the tree. */
function positionsOf(routes: Routes): Map<Route, number[]> {
  const positions = new Map<Route, number[]>();
  const walk = (list: Route[], at: number[]) =>
    list.forEach((r, i) => {
      positions.set(r, [...at, i]);
      walk(r.children ?? [], [...at, i]);
    });
  walk(routes, []);
  return positions;
}

function routeAt(routes: Routes, at: number[]): Route {
  let route = routes[at[0]];
  for (const i of at.slice(1)) route = route.children![i];
  return route;
}

export function matchRoutes(
  routes: Routes,
  location: Parameters<typeof matchAfresh>[1],
  basename = "/",
): ReturnType<typeof matchAfresh> {
  const pathname = typeof location === "string" ? location.split(/[?#]/)[0] : (location.pathname ?? "/");
  const key = `${basename}\n${pathname}\n${shapeOf(routes)}`;
  let places = answers.get(key);
  if (places === undefined) {
    const matches = matchAfresh(routes, location, basename);
    const positions = matches && positionsOf(routes);
    places = matches && matches.map(({ route, ...rest }) => ({ ...rest, at: positions!.get(route)! }));
    if (answers.size >= MAX_PATHS) answers.clear();
    answers.set(key, places);
  }
  // Fresh objects each time: callers may add to a match or its params.
  return (
    places && places.map(({ at, params, ...rest }) => ({ ...rest, params: { ...params }, route: routeAt(routes, at) }))
  );
}
