// Examples of the document, from the demo data (scripts/seed: the Riverside buyer, Password123!),
// by "METHOD path". Spectral checks each against its schema, so they stay true to the contract.
interface Example {
  request?: unknown;
  response?: unknown;
}

export const EXAMPLES: Record<string, Example> = {
  "POST /auth/login": {
    request: { email: "buyer@riverside.test", password: "Password123!", rememberMe: false },
    response: {
      data: { token: "eyJhbGciOiJIUzI1NiJ9.e30.signature", refreshToken: "rt_3f9c2a", deviceToken: "dt_81b0" },
    },
  },
  "POST /auction/search": {
    request: { search: "Focus", sort: "ENDING_SOONEST", offset: 0, limit: 20 },
  },
  "POST /auction/bid": {
    request: { auctionId: 12, amountInPence: 865000 },
  },
};
