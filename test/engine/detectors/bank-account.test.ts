import { describe, expect, it } from "vitest";
import { bankAccountDetector, cccValid, nibValid } from "../../../src/engine/detectors/bank-account.js";
import { makeDetectContext } from "../../../src/engine/detectors/make-context.js";

const run = (text: string) =>
  bankAccountDetector.detect(makeDetectContext(text)).map((c) => ({ ...c, text: text.slice(c.start, c.end) }));

describe("bank-account detector", () => {
  it("scores a mod-97-valid IBAN at 0.98 and a failing one after 'IBAN' at 0.6", () => {
    expect(run("GB82WEST12345698765432")[0]?.score).toBe(0.98);
    expect(run("IBAN: GB82WEST12345698765433")[0]?.score).toBe(0.6);
  });

  it("stops at the country's length even when a 4-letter word follows", () => {
    // BE IBANs have 16 characters: the following "CODE" is not part of it.
    expect(run("BE68 5390 0754 7034 CODE").map((h) => h.text)).toEqual(["BE68 5390 0754 7034"]);
  });

  it("rejects an IBAN that is too short for its country", () => {
    expect(run("IBAN GB82 WEST 1234 5698")).toEqual([]);
  });

  it("allows a space only between groups of four", () => {
    expect(run("DE89 370 40044 0532 0130 00")).toEqual([]);
  });

  it("emits one candidate when several keywords lead to the same value", () => {
    expect(run("bank account number: 12345678").map((h) => h.text)).toEqual(["12345678"]);
  });
});

describe("issue 13 gaps", () => {
  it("reads an IBAN printed with hyphens as one IBAN", () => {
    expect(run("IBAN DE89-3704-0044-0532-0130-00 please").map((h) => [h.text, h.formatted, h.score])).toEqual([
      ["DE89-3704-0044-0532-0130-00", "DE89370400440532013000", 0.98],
    ]);
  });
  it("does not mix spaces and hyphens between groups", () => {
    expect(run("DE89 3704-0044 0532 0130 00")).toEqual([]);
  });
  it("keeps an IBAN-shaped value failing its check after account words, marked invalid", () => {
    const [h] = run("Account DE89 3704 0044 0532 0130 01 closed");
    expect([h?.text, h?.score, h?.validations?.[0]?.status]).toEqual(["DE89 3704 0044 0532 0130 01", 0.6, "invalid"]);
    expect(run("Ref DE89 3704 0044 0532 0130 01 closed")).toEqual([]);
  });
});

describe("national account forms", () => {
  it("reads a French RIB with a valid key, with or without the word RIB", () => {
    expect(run("RIB : 20041 01005 0500013M026 06").map((c) => [c.text, c.formatted])).toEqual([["20041 01005 0500013M026 06", "20041010050500013M02606"]]);
    expect(run("30004005500001234567840").map((c) => c.text)).toEqual(["30004005500001234567840"]);
  });
  it("keeps a RIB with a wrong key only after the word RIB, as invalid", () => {
    expect(run("RIB 30004 00550 00012345678 25").map((c) => c.validations)).toEqual([[{ provider: "rib_key", status: "invalid" }]]);
    expect(run("order 30004 00550 00012345678 25")).toEqual([]);
  });
  it("reads the account after 'acc no' and a BSB as bank accounts", () => {
    expect(run("sort code: 200000 acc no: 55779911").map((c) => c.text)).toEqual(["55779911"]);
    expect(run("BSB 062-000 Account 1234 5678").map((c) => c.text)).toEqual(["1234 5678"]);
  });
});

describe("Italian and Portuguese account words", () => {
  const found = (text: string) => bankAccountDetector.detect(makeDetectContext(text)).map((c) => text.slice(c.start, c.end));
  it("takes the number after conto and conta", () => {
    expect(found("Via Garibaldi 23 - 37121 Verona\nConto n. 000001827364    IBAN")).toEqual(["000001827364"]);
    expect(found("Conta ordenante: 45127390805 - TIAGO MIGUEL FERREIRA")).toEqual(["45127390805"]);
  });
  it("takes no bill amount or year after them", () => {
    expect(found("il conto 45 euro")).toEqual([]);
    expect(found("a conta de 2024 chegou")).toEqual([]);
  });
});

describe("Spanish CCC (20 digits with two control digits)", () => {
  it("checks both control digits", () => {
    expect(cccValid("21000418450200051332")).toBe(true);
    expect(cccValid("21000418460200051332")).toBe(false);
    expect(cccValid("21000418450200051333")).toBe(false);
    expect(cccValid("2100041845020005133")).toBe(false);
  });

  it("reads it written 4-4-2-10, compact or in groups of four, with or without a keyword (before: in clear)", () => {
    for (const [text, value] of [
      ["número de cuenta: 2100-0418-45-0200051332", "2100-0418-45-0200051332"],
      ["CCC: 21000418450200051332", "21000418450200051332"],
      ["Cuenta bancaria 2100 0418 4502 0005 1332", "2100 0418 4502 0005 1332"],
      ["domiciliado en 2100 0418 45 0200051332.", "2100 0418 45 0200051332"],
    ]) {
      expect(run(text!).map((c) => text!.slice(c.start, c.end)), text).toEqual([value]);
    }
  });

  it("leaves 20 digits whose control digits fail, and the CCC inside an IBAN to the IBAN", () => {
    expect(run("ref 2100 0418 4602 0005 1332")).toEqual([]);
    const iban = "IBAN ES91 2100 0418 4502 0005 1332";
    expect(run(iban).map((c) => iban.slice(c.start, c.end))).toEqual(["ES91 2100 0418 4502 0005 1332"]);
  });
});

describe("Spanish CCC inside an IBAN that fails its check", () => {
  it("is left to the IBAN reading, which keeps an invalid IBAN only after 'IBAN'", () => {
    expect(run("VEDI ES41 6488 0140 3383 9073 6519.")).toEqual([]);
  });
});

describe("IBANs glued to a digit or '_' before them", () => {
  it("reads them, as MT940 fields and config keys write them (before: in clear)", () => {
    for (const [text, iban] of [
      ["?31DE89370400440532013000?32Hanna Becker", "DE89370400440532013000"],
      ["IBAN_DE89370400440532013000", "DE89370400440532013000"],
    ]) {
      expect(run(text!).map((c) => text!.slice(c.start, c.end)), text).toEqual([iban]);
    }
    expect(run("XYDE89370400440532013000")).toEqual([]);
  });
});

describe("UK sort code and account on a statement line", () => {
  it("reads the account after a sort code with a bank or transfer word, not any number pair", () => {
    for (const text of ["Bank: 30-99-50 12345678", "07/03 TFR TO 30-99-50 12345678 HANNAH GRANT 200.00"]) {
      expect(run(text).map((c) => text.slice(c.start, c.end)), text).toEqual(["12345678"]);
    }
    expect(run("Meeting 12-03-24 12345678 attendees")).toEqual([]);
  });
});

describe("Portuguese NIB (21 digits, 1 modulo 97)", () => {
  const spans = (text: string) => run(text).map((c) => [c.text, c.score]);

  it("checks the control digits", () => {
    expect(nibValid("000201231234567890154")).toBe(true);
    expect(nibValid("000201231234567890155")).toBe(false);
    expect(nibValid("00020123123456789015")).toBe(false);
  });

  it("reads the 4-4-11-2 layout alone, the compact and IBAN-grouped forms after NIB or an account word (before: in clear)", () => {
    expect(spans("transferir para 0002.0123.12345678901.54 até sexta")).toEqual([["0002.0123.12345678901.54", 0.85]]);
    expect(spans("NIB: 0002 0123 1234 5678 9015 4")).toEqual([["0002 0123 1234 5678 9015 4", 0.85]]);
    expect(spans("conta 000201231234567890154")).toEqual([["000201231234567890154", 0.85]]);
  });

  it("keeps a failed check right after NIB only, and leaves a bare compact number and the NIB inside an IBAN alone", () => {
    expect(spans("NIB: 0002 0123 1234 5678 9015 5")).toEqual([["0002 0123 1234 5678 9015 5", 0.6]]);
    expect(spans("ref 000201231234567890154")).toEqual([]);
    expect(run("IBAN PT50 0002 0123 1234 5678 9015 4").map((c) => c.text)).toEqual(["PT50 0002 0123 1234 5678 9015 4"]);
  });
});

describe("a spaced IBAN wrapped over two lines (third exploratory test: left in clear)", () => {
  const ibans = (text: string) => bankAccountDetector.detect(makeDetectContext(text)).map((c) => text.slice(c.start, c.end));

  it("reads one line break between its groups when the check passes", () => {
    expect(ibans("auf das Konto IBAN DE89 3704 0044\n0532 0130 00 bei der Commerzbank.")).toEqual(["DE89 3704 0044\n0532 0130 00"]);
    expect(ibans("IBAN DE89 3704 0044 0532\r\n0130 00")).toEqual(["DE89 3704 0044 0532\r\n0130 00"]);
  });

  it("takes no wrapped value whose check fails, nor a compact one broken mid-group", () => {
    expect(ibans("IBAN DE89 3704 0044\n0532 0130 01")).toEqual([]);
    expect(ibans("IBAN DE8937040044\n0532013000")).toEqual([]);
  });
});

describe("an IBAN with dots between its groups (third exploratory test)", () => {
  const ibans = (text: string) => bankAccountDetector.detect(makeDetectContext(text)).map((c) => [text.slice(c.start, c.end), c.formatted]);

  it("is read as the same IBAN; mixed separators are not", () => {
    expect(ibans("IBAN DE89.3704.0044.0532.0130.00 ok")).toEqual([["DE89.3704.0044.0532.0130.00", "DE89370400440532013000"]]);
    expect(ibans("DE89.3704 0044.0532 0130.00")).toEqual([]);
  });
});

describe("an IBAN in its country's own grouping (fifth exploratory test)", () => {
  it("is found after an IBAN or account word when its check passes: Italian CIN/ABI/CAB layout, threes", () => {
    const found = (text: string) => run(text).map((c) => [c.text, c.formatted, c.score]);
    expect(found("Codice IBAN: IT 75 X 03069 09606 100000063115.")).toEqual([["IT 75 X 03069 09606 100000063115", "IT75X0306909606100000063115", 0.98]]);
    expect(found("Bankverbindung: DE89 370 400 440 532 013 000")).toEqual([["DE89 370 400 440 532 013 000", "DE89370400440532013000", 0.98]]);
  });

  it("is not taken without such a word, nor when the check fails, nor when the run goes on", () => {
    expect(run("Ordine 12 34 56 IT 75 X 03069 09606 100000063115")).toEqual([]);
    expect(run("Codice IBAN: IT 75 X 03069 09606 100000063116")).toEqual([]);
    expect(run("Codice IBAN: IT 75 X 03069 09606 100000063115 7")).toEqual([]);
  });
});

describe("domestic accounts after their words (fifth exploratory test)", () => {
  it("a Brazilian account with its check digit, a French account number with a letter, a New Zealand account", () => {
    const found = (text: string) => run(text).map((c) => [c.text, c.formatted]);
    expect(found("Banco Itaú, agência 0341, conta corrente 12345-6.")).toEqual([["12345-6", "123456"]]);
    expect(found("code banque 20041 code guichet 01005 n° de compte 0500013M026 clé RIB 06")).toEqual([["0500013M026", "0500013M026"]]);
    expect(found("Bank acc: 12-3456-0123456-00")).toEqual([["12-3456-0123456-00", "123456012345600"]]);
  });

  it("not a year with a digit after it, nor a word of eleven letters", () => {
    expect(run("conta 2023-5")).toEqual([]);
    expect(run("compte CONFIRMATION")).toEqual([]);
  });
});

describe("'acc' before a UK account number (seventh exploratory test, F21)", () => {
  const accounts = (text: string) => run(text).map((c) => c.text);
  it("takes 8 digits after 'acc', and any account number after it beside a sort code", () => {
    expect(accounts("Customer asks to pay to sort code 20-00-00 acc 55779911 instead.")).toEqual(["55779911"]);
    expect(accounts("Refund to acc. 41230987 please")).toEqual(["41230987"]);
    expect(accounts("sort code 40-11-62, acc 4123098")).toEqual(["4123098"]);
  });
  it("takes no other number after 'acc', which abbreviates many words", () => {
    expect(accounts("Battery acc 123456 mAh, acc 5577991 cycles")).toEqual([]);
  });
});

describe("an IBAN broken inside a group by a scan's line break (eval:realistic)", () => {
  it("is one IBAN when its check passes", () => {
    expect(run("Konto IBAN DE35 5001 0517 54\n37 8122 90 überwiesen.").map((c) => c.text)).toEqual(["DE35 5001 0517 54\n37 8122 90"]);
  });
  it("and nothing when it fails", () => {
    expect(run("Konto IBAN DE35 5001 0517 54\n37 8122 91 überwiesen.").filter((c) => c.text.includes("\n"))).toEqual([]);
  });
});
