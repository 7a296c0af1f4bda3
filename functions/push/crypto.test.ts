// RFC 8291 Appendix A reproduced byte for byte, and VAPID tokens a push service accepts.
import { describe, expect, it } from "vitest";
import { fromBase64url, toBase64url, utf8 } from "./base64url";
import { decryptPayload } from "./decrypt";
import { encryptPayload } from "./encrypt";
import { ecJwk, importPrivateKey, newKeyPair } from "./keys";
import { vapidAuthorization, verifyVapid } from "./vapid";

// RFC 8291, Appendix A (the example's keys, salt, plaintext and the resulting message).
const A = {
  plaintext: "When I grow up, I want to be a watermelon",
  asPublic: "BP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A8",
  asPrivate: "yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw",
  uaPublic: "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4",
  uaPrivate: "q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94",
  salt: "DGv6ra1nlYgDCS1FRnbzlw",
  auth: "BTBZMqHH6r4Tts7J_aSIgg",
  message:
    "DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN",
};

const keys = { p256dh: A.uaPublic, auth: A.auth };

describe("RFC 8291 message encryption", () => {
  it("encrypts the Appendix A example to the RFC's bytes", async () => {
    const keyPair = {
      privateKey: await importPrivateKey(A.asPublic, A.asPrivate, "ECDH"),
      publicKey: await crypto.subtle.importKey(
        "jwk",
        ecJwk(A.asPublic),
        { name: "ECDH", namedCurve: "P-256" },
        true,
        [],
      ),
    };
    const body = await encryptPayload(utf8(A.plaintext), keys, { salt: fromBase64url(A.salt), keyPair });
    expect(toBase64url(body)).toBe(A.message);
  });

  it("decrypts the RFC's message as the browser would", async () => {
    const privateKey = await importPrivateKey(A.uaPublic, A.uaPrivate, "ECDH");
    const plain = await decryptPayload(fromBase64url(A.message), { privateKey, ...keys });
    expect(new TextDecoder().decode(plain)).toBe(A.plaintext);
  });

  it("round-trips a fresh message, and a changed byte fails the tag", async () => {
    const ua = await newKeyPair("ECDH");
    const auth = toBase64url(crypto.getRandomValues(new Uint8Array(16)));
    const browser = {
      privateKey: await importPrivateKey(ua.publicKey, ua.privateKey, "ECDH"),
      p256dh: ua.publicKey,
      auth,
    };
    const body = await encryptPayload(utf8("Outbid on Ford Fiesta"), { p256dh: ua.publicKey, auth });
    expect(new TextDecoder().decode(await decryptPayload(body, browser))).toBe("Outbid on Ford Fiesta");
    body[body.length - 3] ^= 1;
    await expect(decryptPayload(body, browser)).rejects.toThrow();
  });
});

describe("RFC 8292 VAPID", () => {
  const endpoint = "https://push.example.net/send/abc";

  it("signs a token the push service verifies for its own origin", async () => {
    const server = await newKeyPair();
    const vapid = { ...server, subject: "mailto:support@tradeauction.test" };
    const header = await vapidAuthorization(endpoint, vapid, Date.UTC(2026, 10, 24));
    const claims = await verifyVapid(header, "https://push.example.net", Date.UTC(2026, 10, 24));
    expect(claims.sub).toBe("mailto:support@tradeauction.test");
    expect(header.endsWith(`k=${server.publicKey}`)).toBe(true);
  });

  it("refuses another key's signature, another audience and an expired token", async () => {
    const vapid = { ...(await newKeyPair()), subject: "mailto:a@b.test" };
    const other = await newKeyPair();
    const header = await vapidAuthorization(endpoint, vapid, Date.UTC(2026, 10, 24));
    const forged = header.replace(/k=.*$/, `k=${other.publicKey}`);
    await expect(verifyVapid(forged, "https://push.example.net", Date.UTC(2026, 10, 24))).rejects.toThrow(/signature/);
    await expect(verifyVapid(header, "https://elsewhere.test", Date.UTC(2026, 10, 24))).rejects.toThrow(/aud/);
    await expect(verifyVapid(header, "https://push.example.net", Date.UTC(2026, 10, 26))).rejects.toThrow(/expired/);
  });
});
