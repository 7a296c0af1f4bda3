// Every /api/ops/* route is a member route that SUPER_ADMIN alone may call, tagged "ops" unless it
// says otherwise. One builder holds that preamble, so no ops route can leave the guard out.
import { z } from "zod";
import type { Route } from "../../api/types";
import { requireSuperAdmin } from "../../api/super-admin";

export const OPS_TAGS = ["ops"];
/** The answer of an ops change with nothing more to tell than its message. */
export const OK_ANSWER = z.object({ ok: z.literal(true), message: z.string() });

type OpsRoute = Omit<Route, "access" | "tags"> & Partial<Pick<Route, "tags">>;

export function opsRoute({ handler, tags = OPS_TAGS, ...route }: OpsRoute): Route {
  return {
    ...route,
    access: "member",
    tags,
    // Before the router checks the input: anyone else gets 403 whatever they send.
    guard: requireSuperAdmin,
    // Again in the handler, for any caller that reaches it without the router.
    handler: async (c) => {
      requireSuperAdmin(c);
      return handler(c);
    },
  };
}
