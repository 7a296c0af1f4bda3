// The DVSA MOT History API adapter: an OAuth2 client-credentials token from DVSA's Microsoft
// Entra tenant, then GET /v1/trade/vehicles/registration/{registration} with the bearer token and
// the x-api-key header. DVSA's 404 (and its 400 for a malformed plate) mean "not found"; anything
// else that is not a 200 means DVSA is unavailable to us right now.
import {
  MOT_DEFECT_TYPES,
  type MotDefect,
  type MotDefectType,
  type MotHistoryDto,
  type MotTest,
} from "../contract/mot-history";
import { MotHistoryUnavailable, notFound, type MotHistorySource } from "./mot-source";

export const DVSA_DEFAULTS = {
  apiUrl: "https://history.mot.api.gov.uk",
  tokenUrl: "https://login.microsoftonline.com/a455b827-244f-4c97-b5b4-ce5d13b4d00c/oauth2/v2.0/token",
  scope: "https://tapi.dvsa.gov.uk/.default",
};
const TIMEOUT_MS = 5000;

export interface DvsaConfig {
  clientId: string;
  clientSecret: string;
  apiKey: string;
  apiUrl?: string;
  tokenUrl?: string;
  scope?: string;
}

interface DvsaDefect {
  text?: string;
  type?: string;
  dangerous?: boolean;
}
interface DvsaTest {
  completedDate?: string;
  testResult?: string;
  expiryDate?: string | null;
  odometerValue?: string | number | null;
  odometerUnit?: string | null;
  odometerResultType?: string;
  motTestNumber?: string | null;
  defects?: DvsaDefect[];
}
interface DvsaVehicle {
  registration?: string;
  motTestDueDate?: string | null;
  motTests?: DvsaTest[];
}

const defectType = (type: string | undefined): MotDefectType =>
  MOT_DEFECT_TYPES.find((t) => t === type?.toUpperCase()) ?? "NON SPECIFIC";

function fromDvsaTest(t: DvsaTest): MotTest {
  const read = (t.odometerResultType ?? "READ").toUpperCase();
  const value = Number(t.odometerValue);
  const unit = t.odometerUnit?.toUpperCase();
  const counted = read === "READ" && Number.isFinite(value) && value >= 0;
  return {
    completedDate: t.completedDate ?? "",
    testResult: t.testResult?.toUpperCase() === "PASSED" ? "PASSED" : "FAILED",
    expiryDate: t.expiryDate ?? null,
    odometerValue: counted ? Math.round(value) : null,
    odometerUnit: counted && (unit === "MI" || unit === "KM") ? unit : null,
    odometerResultType: read === "UNREADABLE" || read === "NO_ODOMETER" ? read : "READ",
    motTestNumber: t.motTestNumber ?? null,
    defects: (t.defects ?? []).map(
      (d): MotDefect => ({ type: defectType(d.type), text: d.text ?? "", dangerous: d.dangerous === true }),
    ),
  };
}

export function fromDvsa(plate: string, v: DvsaVehicle): MotHistoryDto {
  const tests = (v.motTests ?? []).map(fromDvsaTest).sort((a, b) => b.completedDate.localeCompare(a.completedDate));
  return {
    registration: v.registration ?? plate,
    status: tests.length ? "FOUND" : "NO_HISTORY",
    source: "DVSA",
    motTestDueDate: tests.length ? null : (v.motTestDueDate ?? null),
    tests,
  };
}

/** Tokens live an hour; one per isolate and client, renewed a minute before it runs out. */
const tokens = new Map<string, { value: string; expiresAtMs: number }>();

async function call(url: string, init: RequestInit, what: string): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch {
    throw new MotHistoryUnavailable(`${what} did not answer`);
  }
}

async function accessToken(config: DvsaConfig, nowMs: number): Promise<string> {
  const cached = tokens.get(config.clientId);
  if (cached && cached.expiresAtMs > nowMs) return cached.value;
  const body = new URLSearchParams({
    grant_type: "client_credentials",
    client_id: config.clientId,
    client_secret: config.clientSecret,
    scope: config.scope || DVSA_DEFAULTS.scope,
  });
  const res = await call(
    config.tokenUrl || DVSA_DEFAULTS.tokenUrl,
    { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body },
    "The DVSA token endpoint",
  );
  if (!res.ok) throw new MotHistoryUnavailable(`The DVSA token endpoint answered ${res.status}`);
  const answer = (await res.json()) as { access_token?: string; expires_in?: number };
  if (!answer.access_token) throw new MotHistoryUnavailable("The DVSA token endpoint sent no token");
  tokens.set(config.clientId, {
    value: answer.access_token,
    expiresAtMs: nowMs + Math.max(0, (answer.expires_in ?? 3600) - 60) * 1000,
  });
  return answer.access_token;
}

export function createDvsaMotHistory(config: DvsaConfig): MotHistorySource {
  const base = (config.apiUrl || DVSA_DEFAULTS.apiUrl).replace(/\/$/, "");
  const ask = async (plate: string, nowMs: number) =>
    call(
      `${base}/v1/trade/vehicles/registration/${encodeURIComponent(plate)}`,
      {
        headers: {
          authorization: `Bearer ${await accessToken(config, nowMs)}`,
          "x-api-key": config.apiKey,
          accept: "application/json",
        },
      },
      "DVSA",
    );
  return {
    async history(plate, nowMs) {
      let res = await ask(plate, nowMs);
      // A token revoked or expired early: drop it and ask once more with a new one.
      if (res.status === 401) {
        tokens.delete(config.clientId);
        res = await ask(plate, nowMs);
      }
      if (res.status === 404 || res.status === 400) return notFound(plate, "DVSA");
      if (!res.ok) throw new MotHistoryUnavailable(`DVSA answered ${res.status}`);
      return fromDvsa(plate, (await res.json()) as DvsaVehicle);
    },
  };
}
