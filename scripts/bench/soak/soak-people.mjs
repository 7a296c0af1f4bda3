// Who takes part in the soak: shared by the seed (soak-db.ts) and the drivers.
export const SOAK_ORGS = 10;
export const SOAK_BUYERS_PER_ORG = 20;
export const SOAK_PASSWORD = "Password123!";

export const soakOwnerEmail = (org) => `owner@soak${org + 1}.test`;
export const soakBuyerEmail = (org, n) => `buyer${n + 1}@soak${org + 1}.test`;
