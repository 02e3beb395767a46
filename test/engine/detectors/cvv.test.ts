import { describe, expect, it } from "vitest";
import { cvvDetector } from "../../../src/engine/detectors/cvv.js";
import { makeDetectContext } from "../../../src/engine/detectors/make-context.js";

const run = (text: string) => cvvDetector.detect(makeDetectContext(text)).map((c) => text.slice(c.start, c.end));

describe("cvv detector", () => {
  it("takes the code only right after the keyword", () => {
    expect(run("CVV 123")).toEqual(["123"]);
    expect(run("CVV was never sent; 123 items")).toEqual([]);
  });

  it("does not take 2FA codes after generic verification words", () => {
    expect(run("Your verification code is 4821")).toEqual([]);
  });

  it("does not take a decimal or a date after the keyword", () => {
    expect(run("cvv 123.45")).toEqual([]);
    expect(run("cvc 123/45")).toEqual([]);
  });
});

describe("the code where the card prints it", () => {
  it("reads 'the security code on the back is 737' (before: in clear)", () => {
    expect(run("my card number is 4111 1111 1111 1111 and the security code on the back is 737")).toEqual(["737"]);
    expect(run("the code au dos: 412")).toEqual(["412"]);
  });
});

describe("Amex's CID", () => {
  it("is read in capitals, not as the Cid of a street (meddocan dev: 'Av. del Cid, 180')", () => {
    expect(run("Amex CID 1234")).toEqual(["1234"]);
    expect(run("Domicilio: Av. del Cid, 180, 1 D.")).toEqual([]);
  });
});
