import { describe, expect, it } from "vitest";
import { errorEffect, errorMessage } from "./error-messages";
import { publishErrorMessage } from "./publish-error";

describe("the error catalogue of spec 000 section 8", () => {
  const support = { phone: "0113 496 0000", email: "support@tradeauction.test" };

  it("maps the error codes", () => {
    expect(errorMessage({ status: 403, errorCode: "ACCOUNT_BLOCKED", message: "x" }, { support })).toBe(
      "Your account is no longer active. Please contact our team by phone on 0113 496 0000 or by email at support@tradeauction.test.",
    );
    expect(errorMessage({ status: 400, errorCode: "BAD_CREDENTIALS", message: "Invalid email or password" })).toBe(
      "Invalid email or password",
    );
    expect(errorMessage({ status: 401, errorCode: "INVALID_JWT_TOKEN", message: "whatever" })).toBe(
      "User is not active or does not exist. Please contact the administrator.",
    );
    expect(errorMessage({ status: 401, errorCode: "DEALER_ROLES_STALE", message: "Roles changed" })).toBe(
      "Roles changed",
    );
    for (const code of [
      "PAYMENT_FAILURE",
      "MISSING_ORGANIZATION_IMMEDIATE_PAYMENT_METHOD",
      "MISSING_ORGANIZATION_CARD_TOKEN",
    ]) {
      for (const status of [400, 403, 409, 418]) {
        const failure = { status, errorCode: code, message: "server" };
        expect(errorMessage(failure)).toBe("Payment failed. Add a valid card to be able to publish auctions.");
        expect(errorEffect(failure)).toBe("wallet");
      }
    }
  });

  it("maps the statuses", () => {
    expect(errorMessage({ status: 401, message: "nope" })).toBe("Your session has expired");
    expect(errorMessage({ status: 404, message: "Vehicle missing" })).toBe("Not Found");
    expect(
      errorMessage({ status: 412, message: "Invalid values", fieldErrors: { vat: ["VAT is wrong"], x: ["later"] } }),
    ).toBe("VAT is wrong");
    for (const status of [400, 403, 409, 418])
      expect(errorMessage({ status, message: "Server says" })).toBe("Server says");
    expect(errorMessage({ status: 403 })).toBe("Access denied");
    expect(errorMessage({ status: 418, message: "x" }, { accountStatus: "BLOCKED_DUE_TO_PAYMENT" })).toBe(
      "Please enter a valid credit card number.",
    );
    expect(errorMessage({ status: 500, message: "Boom" })).toBe("Boom");
    expect(errorMessage({ status: 500, errorCode: "SOME_CODE" })).toBe("SOME_CODE");
    expect(errorMessage({ status: 502 })).toBe("Error");
    expect(errorMessage({ status: 0 })).toBe(
      "There was a problem with the network. Please check your internet connection and try again.",
    );
  });

  it("says which failures end the session", () => {
    expect(errorEffect({ status: 401 })).toBe("logout");
    expect(errorEffect({ status: 403, errorCode: "DEALER_ROLES_STALE" })).toBe("logout");
    expect(errorEffect({ status: 500, errorCode: "ORGANIZATION_BLOCKED" })).toBe("logout");
    expect(errorEffect({ status: 400, message: "x" })).toBeNull();
  });
});

describe("a refused publish (spec 001 section 8)", () => {
  it("names the service history when a 412 has a service history field, else the first field error", () => {
    const serviceHistory = { status: 412, fieldErrors: { serviceHistory: ["Service History Type not specified"] } };
    expect(publishErrorMessage(serviceHistory)).toBe("Service history is not valid");
    expect(publishErrorMessage({ status: 412, fieldErrors: { "serviceHistory.type": ["x"], vin: ["y"] } })).toBe(
      "Service history is not valid",
    );
    expect(publishErrorMessage({ status: 412, fieldErrors: { vehicleMedia: ["Not enough photos"] } })).toBe(
      "Not enough photos",
    );
  });

  it("shows the spec's payment message for a payment-blocked launch, never the raw 418 text", () => {
    const blocked = { status: 418, errorCode: "PAYMENT_FAILURE", message: "Please enter a valid credit card number." };
    expect(publishErrorMessage(blocked)).toBe("Payment failed. Add a valid card to be able to publish auctions.");
  });
});
