// The MOT history section's data (decision 0078): read beside the auction, never in its way. Any
// failure (DVSA down, a slow answer) leaves the page whole with a message in the section.
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { MotHistoryDto } from "~contract/mot-history";
import { MOT_MESSAGES } from "~contract/messages/mot";
import { viewerApi, type Viewer } from "~/sessions/viewer.server";
import { ukToday } from "~/utils/dates";

export interface MotHistoryView {
  history: MotHistoryDto | null;
  /** Why there is no history to show, when there is none. */
  problem: string | null;
  /** The UK date the page was made (YYYY-MM-DD): whether a pass still runs is judged on the server. */
  today: string;
}

/** The section's data from the detail call's extras (decision 0179): absent both ways, unavailable. */
export function motHistoryViewOf(extras: {
  motHistory?: MotHistoryDto;
  motHistoryError?: { message: string };
}): MotHistoryView {
  const today = ukToday();
  if (extras.motHistory) return { history: extras.motHistory, problem: null, today };
  return { history: null, problem: extras.motHistoryError?.message ?? MOT_MESSAGES.unavailable, today };
}

export async function loadMotHistory(
  request: Request,
  context: AppLoadContext,
  viewer: Viewer,
  auctionId: number,
): Promise<MotHistoryView> {
  const today = ukToday();
  try {
    const result = await viewerApi(request, context, viewer, "GET", "/auction/{id}/mot-history", {
      params: { id: auctionId },
    });
    if (result.ok) return { history: result.data, problem: null, today };
    return { history: null, problem: result.status === 503 ? result.error.message : MOT_MESSAGES.unavailable, today };
  } catch (error) {
    // A sign-out redirect from the API client is the page's business, not the section's.
    if (error instanceof Response) throw error;
    return { history: null, problem: MOT_MESSAGES.unavailable, today };
  }
}
