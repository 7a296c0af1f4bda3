// A local fake of the DVLA Vehicle Enquiry Service (POST /vehicle-enquiry/v1/vehicles): checks
// the x-api-key header and the JSON body as DVLA does, answers DVLA-shaped vehicles for the plates
// it knows and DVLA's 404 error body otherwise, and records every request.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface DvlaFake {
  url: string;
  requests: { path: string; apiKey: string | undefined; body: unknown }[];
  close(): Promise<void>;
}

const VEHICLES: Record<string, Record<string, unknown>> = {
  WN67DSO: {
    registrationNumber: "WN67DSO",
    taxStatus: "Taxed",
    motStatus: "Valid",
    make: "VOLKSWAGEN",
    yearOfManufacture: 2017,
    engineCapacity: 1598,
    co2Emissions: 104,
    fuelType: "DIESEL",
    markedForExport: false,
    colour: "SILVER",
    typeApproval: "M1",
    dateOfLastV5CIssued: "2021-05-01",
    motExpiryDate: "2027-01-31",
    wheelplan: "2 AXLE RIGID BODY",
    monthOfFirstRegistration: "2017-11",
  },
};

export async function startDvlaFake(apiKey = "dvla-test-key"): Promise<DvlaFake> {
  const requests: DvlaFake["requests"] = [];
  const server: Server = createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      let body: { registrationNumber?: string } = {};
      try {
        body = JSON.parse(raw || "{}");
      } catch {
        body = {};
      }
      const key = req.headers["x-api-key"] as string | undefined;
      requests.push({ path: req.url ?? "", apiKey: key, body });
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(payload));
      };
      if (req.method !== "POST" || req.url !== "/vehicle-enquiry/v1/vehicles")
        return send(404, { message: "Not found" });
      if (key !== apiKey) return send(403, { message: "Forbidden" });
      const plate = body.registrationNumber ?? "";
      if (!/^[A-Z0-9]{1,8}$/.test(plate))
        return send(400, {
          errors: [{ status: "400", code: "ENQ103", title: "Invalid format for field - vehicle registration number" }],
        });
      const vehicle = VEHICLES[plate];
      if (!vehicle) return send(404, { errors: [{ status: "404", code: "404", title: "Vehicle Not Found" }] });
      send(200, vehicle);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
