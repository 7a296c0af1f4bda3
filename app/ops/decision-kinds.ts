// What the console decides on, and the API collection of each.
export const DECISION_PATHS = { organization: "organizations", member: "members", change: "pending-changes" } as const;
export type DecisionKind = keyof typeof DECISION_PATHS;

export const isDecisionKind = (value: unknown): value is DecisionKind =>
  typeof value === "string" && Object.hasOwn(DECISION_PATHS, value);
