// Password-reset and impersonation links are one-time tokens: only their hash is stored, and
// spending one is a single guarded UPDATE so two requests racing with the same link cannot both win.
import { and, eq, gt, isNull, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { impersonationTokens, passwordResetTokens } from "../db/schema";
import { sha256Hex } from "../api/jwt";

type OneTimeTokens = typeof passwordResetTokens | typeof impersonationTokens;

/**
 * Marks the token used if it is known, unused and unexpired (and matches `also`, when given) and
 * answers its row; undefined when it cannot be spent, whichever the reason, so a caller cannot
 * tell an expired link from a forged one.
 */
export async function spendOneTimeToken<T extends OneTimeTokens>(
  db: Db,
  table: T,
  token: string,
  nowIso: string,
  also?: SQL,
): Promise<T["$inferSelect"] | undefined> {
  // Drizzle's builders do not narrow over a union of tables; both share these four columns.
  const tokens = table as typeof passwordResetTokens;
  const row = await db
    .update(tokens)
    .set({ usedOn: nowIso })
    .where(and(eq(tokens.tokenHash, await sha256Hex(token)), isNull(tokens.usedOn), gt(tokens.expiresOn, nowIso), also))
    .returning()
    .get();
  return row as T["$inferSelect"] | undefined;
}
