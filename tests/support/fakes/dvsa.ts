// A local fake of the DVSA MOT History API and of its Microsoft token endpoint: a client-credentials
// token for the right client, then GET /v1/trade/vehicles/registration/{registration} with that
// bearer token and the x-api-key header, answering DVSA-shaped vehicles (odometer values as
// strings, as DVSA sends them) and DVSA's error bodies. Every request is recorded.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export const DVSA_FAKE_CREDENTIALS = { clientId: "dvsa-client", clientSecret: "dvsa-secret", apiKey: "dvsa-key" };
const TOKEN = "fake-dvsa-access-token";
const TOKEN_PATH = "/tenant/oauth2/v2.0/token";

export interface DvsaFake {
  url: string;
  tokenUrl: string;
  requests: { method: string; path: string; apiKey?: string; authorization?: string; body: string }[];
  close(): Promise<void>;
}

const defect = (type: string, text: string, dangerous = false) => ({ type, text, dangerous });

const VEHICLES: Record<string, Record<string, unknown>> = {
  WN67DSO: {
    registration: "WN67DSO",
    make: "VOLKSWAGEN",
    model: "GOLF",
    firstUsedDate: "2017-11-20",
    fuelType: "Diesel",
    primaryColour: "Silver",
    registrationDate: "2017-11-20",
    manufactureDate: "2017-11-20",
    engineSize: "1598",
    hasOutstandingRecall: "Unknown",
    motTests: [
      {
        completedDate: "2024-11-05T09:12:44.000Z",
        testResult: "FAILED",
        expiryDate: null,
        odometerValue: "61234",
        odometerUnit: "MI",
        odometerResultType: "READ",
        motTestNumber: "555566667777",
        dataSource: "DVSA",
        defects: [
          defect("DANGEROUS", "Nearside Front Brake pipe excessively corroded (1.1.11 (c))", true),
          defect("ADVISORY", "Front Windscreen minor chip (3.2 (a) (i))"),
        ],
      },
      {
        completedDate: "2024-11-05T14:40:02.000Z",
        testResult: "PASSED",
        expiryDate: "2025-11-19",
        odometerValue: "61240",
        odometerUnit: "MI",
        odometerResultType: "READ",
        motTestNumber: "555566668888",
        dataSource: "DVSA",
        defects: [defect("ADVISORY", "Front Windscreen minor chip (3.2 (a) (i))")],
      },
      {
        completedDate: "2023-11-01T10:00:00.000Z",
        testResult: "PASSED",
        expiryDate: "2024-11-19",
        odometerValue: "0",
        odometerUnit: null,
        odometerResultType: "UNREADABLE",
        motTestNumber: "444455556666",
        dataSource: "DVSA",
        defects: [],
      },
      {
        completedDate: "2020-11-10T11:30:00.000Z",
        testResult: "PASSED",
        expiryDate: "2021-11-19",
        odometerValue: "30500",
        odometerUnit: "KM",
        odometerResultType: "READ",
        motTestNumber: "333344445555",
        dataSource: "DVSA",
        defects: [defect("MINOR", "Registration plate lamp inoperative (4.7.1 (b) (i))")],
      },
    ],
  },
  NE24CAR: {
    registration: "NE24CAR",
    make: "KIA",
    model: "SPORTAGE",
    fuelType: "Petrol",
    primaryColour: "Green",
    registrationDate: "2024-03-01",
    manufactureDate: "2024-02-10",
    engineSize: "1598",
    motTestDueDate: "2027-02-28",
    hasOutstandingRecall: "No",
  },
};

export async function startDvsaFake(): Promise<DvsaFake> {
  const requests: DvsaFake["requests"] = [];
  const server: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      const path = req.url ?? "";
      const apiKey = req.headers["x-api-key"] as string | undefined;
      const authorization = req.headers.authorization;
      requests.push({ method: req.method ?? "", path, apiKey, authorization, body });
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(payload));
      };
      if (req.method === "POST" && path === TOKEN_PATH) {
        const form = new URLSearchParams(body);
        const ok =
          form.get("grant_type") === "client_credentials" &&
          form.get("client_id") === DVSA_FAKE_CREDENTIALS.clientId &&
          form.get("client_secret") === DVSA_FAKE_CREDENTIALS.clientSecret &&
          form.get("scope") === "https://tapi.dvsa.gov.uk/.default";
        if (!ok)
          return send(401, { error: "invalid_client", error_description: "AADSTS7000215: Invalid client secret." });
        return send(200, { token_type: "Bearer", expires_in: 3599, ext_expires_in: 3599, access_token: TOKEN });
      }
      const match = path.match(/^\/v1\/trade\/vehicles\/registration\/([^/?]*)$/);
      if (req.method !== "GET" || !match) return send(404, { message: "Not Found" });
      if (authorization !== `Bearer ${TOKEN}`) return send(401, { message: "Unauthorized" });
      if (apiKey !== DVSA_FAKE_CREDENTIALS.apiKey) return send(403, { message: "Forbidden" });
      const plate = decodeURIComponent(match[1]);
      if (!/^[A-Z0-9]{1,8}$/.test(plate))
        return send(400, { errorCode: "MOTH-BR-01", errorMessage: "Invalid registration", requestId: "r-400" });
      if (plate === "DOWN500") return send(500, { errorCode: "MOTH-IS-01", errorMessage: "Internal Server Error" });
      const vehicle = VEHICLES[plate];
      if (!vehicle)
        return send(404, {
          errorCode: "MOTH-NP-01",
          errorMessage: `No data found for registration ${plate}`,
          requestId: "r-404",
        });
      send(200, vehicle);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    tokenUrl: `${url}${TOKEN_PATH}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
