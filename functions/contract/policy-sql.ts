// The SQL twin of policy.ts canSee (decision 0021): the WHERE condition that keeps exactly the
// auctions a viewer may see, for every list query. tests/integration/policy-sql.test.ts proves the
// two agree for every status x publish target x viewer kind. Pure: it only writes SQL text.

/** Where the statement's parameters go; card-query's SqlParams is one (numbered `?N`). */
export interface ParamSink {
  add(value: unknown): string;
}

/**
 * The viewer as SQL expressions: placeholders from `p.add(...)`, or a subquery such as the
 * caller's group read in the same statement. null: no organisation / no group.
 */
export interface SqlViewer {
  organization: string | null;
  group: string | null;
}

/** `a.publish_target` read as the spec's default (EVERYWHERE) when a draft never set it. */
const everywhere = (a: string) => `(${a}.publish_target = 'EVERYWHERE' OR ${a}.publish_target IS NULL)`;

/** canSee in SQL over the `auctions` table aliased `a` (the alias may be changed). */
export function seeSql(viewer: SqlViewer, a = "a"): string {
  const reach = [everywhere(a)];
  if (viewer.organization !== null) reach.push(`${a}.winner_organization_id = ${viewer.organization}`);
  if (viewer.group !== null) reach.push(`(${a}.group_id IS NOT NULL AND ${a}.group_id = ${viewer.group})`);
  const others = `(${a}.status <> 'DRAFT' AND (${reach.join(" OR ")}))`;
  return viewer.organization === null ? others : `(${a}.organization_id = ${viewer.organization} OR ${others})`;
}

/** seeSql for a viewer whose organisation and group are known values. */
export function seeWhere(
  viewer: { organizationId: number | null; groupId: number | null },
  p: ParamSink,
  a = "a",
): string {
  const organization = viewer.organizationId === null ? null : p.add(viewer.organizationId);
  const group = viewer.groupId === null ? null : p.add(viewer.groupId);
  return seeSql({ organization, group }, a);
}
