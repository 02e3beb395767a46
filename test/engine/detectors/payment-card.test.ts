import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cardIssuer, paymentCardDetector } from "../../../src/engine/detectors/payment-card.js";
import { luhnValid } from "../../../src/engine/detectors/keyword-value.js";
import { makeDetectContext } from "../../../src/engine/detectors/make-context.js";

const run = (text: string, locale?: string) =>
  paymentCardDetector.detect(makeDetectContext(text, { locale })).map((c) => ({ ...c, text: text.slice(c.start, c.end) }));

/** Append the Luhn check digit to a payload (computed independently of luhnValid). */
function withCheckDigit(payload: string): string {
  for (let d = 0; d <= 9; d++) if (luhnValid(payload + d)) return payload + d;
  throw new Error("unreachable");
}

describe("luhn", () => {
  it("accepts documented test numbers and rejects a changed digit", () => {
    expect(luhnValid("4111111111111111")).toBe(true);
    expect(luhnValid("378282246310005")).toBe(true);
    expect(luhnValid("4111111111111112")).toBe(false);
    expect(luhnValid("")).toBe(false);
  });

  it("exactly one check digit completes any payload", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{12,18}$/), (payload) => {
        const valid = [...Array(10).keys()].filter((d) => luhnValid(payload + d));
        expect(valid).toHaveLength(1);
      }),
    );
  });
});

describe("payment-card detector", () => {
  it("scores issuer+Luhn numbers in the validated band, higher with card words", () => {
    expect(run("paid with 4111 1111 1111 1111")[0]?.score).toBe(0.95);
    expect(run("Visa card 4111 1111 1111 1111")[0]?.score).toBe(0.99);
  });

  it("keeps a failed Luhn near card words at 0.6 and drops it elsewhere", () => {
    expect(run("card number 4111 1111 1111 1112")[0]).toMatchObject({ score: 0.6 });
    expect(run("number 4111 1111 1111 1112")).toEqual([]);
  });

  it("names issuers by prefix (Visa, Mastercard 2-series, Amex, UnionPay) and none for 9...", () => {
    expect(cardIssuer("4111111111111111")).toBe("visa");
    expect(cardIssuer("2221000000000009")).toBe("mastercard");
    expect(cardIssuer("378282246310005")).toBe("american-express");
    expect(cardIssuer("6200000000000005")).toBe("unionpay");
    expect(cardIssuer("9111111111111117")).toBeUndefined();
  });

  it("finds every generated Visa number written in 4-digit groups, formatted with spaces", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{14}$/), fc.constantFrom(" ", "-"), (body, sep) => {
        const digits = withCheckDigit("4" + body);
        fc.pre(!/^(\d)\1+$/.test(digits));
        const printed = digits.match(/\d{4}/g)!.join(sep);
        const hits = run(`Charge ${printed} today`);
        expect(hits.map((h) => h.text)).toEqual([printed]);
        expect(hits[0]?.formatted).toBe(digits.match(/\d{4}/g)!.join(" "));
      }),
    );
  });

  it("does not take a number of up to 15 digits out of a phone context", () => {
    expect(run("phone 3056 930902 5904")).toEqual([]);
    expect(run("paid with 3056 930902 5904").map((h) => h.text)).toEqual(["3056 930902 5904"]);
  });

  it("takes 16 digits as a card next to phone words: no phone has more than 15 (E.164)", () => {
    expect(run("phone 4111 1111 1111 1111").map((h) => h.text)).toEqual(["4111 1111 1111 1111"]);
    expect(run("channel: phone\nfield 1: 6011 8755 3968 1576").map((h) => h.text)).toEqual(["6011 8755 3968 1576"]);
  });
});

describe("issue 13 gaps", () => {
  it("finds both of two card numbers written in a row", () => {
    expect(run("Cards 4111111111111111 5500005555555559 were charged").map((h) => h.text)).toEqual([
      "4111111111111111",
      "5500005555555559",
    ]);
    expect(run("paid with 4111 1111 1111 1111 4012 8888 8888 1881 twice").map((h) => h.text)).toEqual([
      "4111 1111 1111 1111",
      "4012 8888 8888 1881",
    ]);
  });
  it("takes no card out of a longer digit sequence", () => {
    expect(run("ref 1234 4111 1111 1111 1111 end")).toEqual([]);
    expect(run("ref 4111 1111 1111 1111 22 end")).toEqual([]);
  });
  it("takes no card out of an IBAN's tail, valid or not", () => {
    expect(run("Account DE89 3704 0044 0532 0130 01 closed")).toEqual([]);
    expect(run("IBAN DE89-3704-0044-0532-0130-01")).toEqual([]);
  });
});

describe("a card number grouped with dots", () => {
  it("reads 4-4-4-4 groups joined by dots, with a valid Luhn check", () => {
    expect(run("card 4111.1111.1111.1111").map((c) => c.text)).toEqual(["4111.1111.1111.1111"]);
    expect(run("v1234.5678.9012.3456 released")).toEqual([]);
  });
});

describe("a card number as a numeric literal in code (fourth exploratory test: left in clear)", () => {
  it("reads underscores between the groups, the same one throughout", () => {
    const cards = (text: string) => paymentCardDetector.detect(makeDetectContext(text)).map((c) => text.slice(c.start, c.end));
    expect(cards("CARD = 4111_1111_1111_1111")).toEqual(["4111_1111_1111_1111"]);
    expect(cards("card_number = 5555_5555_5555_4444")).toEqual(["5555_5555_5555_4444"]);
    expect(cards("x = 4111_1111-1111_1111")).toEqual([]);
  });
});

describe("cards in CSV cells and after other numbers (structured suite, seed 101)", () => {
  it("a comma after a letter, a quote or before a word is a cell separator", () => {
    expect(run("164,ESH1607218C,4373054520564236,new").map((c) => c.text)).toEqual(["4373054520564236"]);
    expect(run("369,@SPORER_COLTEN,5473-5390-2730-5717,PENDING").map((c) => c.text)).toEqual(["5473-5390-2730-5717"]);
  });

  it("after a digit and its comma: a grouped number, or a compact one in a comma-separated row", () => {
    expect(run("374,4997-8069-4276-6442,191691088,ok").map((c) => c.text)).toEqual(["4997-8069-4276-6442"]);
    expect(run("116,3549200954591432,671026-9116,new").map((c) => c.text)).toEqual(["3549200954591432"]);
  });

  it("a compact one filling its cell in a table with a header row, however few its columns (fresh draw 1414)", () => {
    expect(run("id,card_number,status\n265,4891055868653229,ok").map((c) => c.text)).toEqual(["4891055868653229"]);
    // a decimal comma inside one cell of a semicolon table is still a fraction
    expect(run("a;b;c\n1;0,4891055868653229;x")).toEqual([]);
  });

  it("a decimal comma's fraction is no card", () => {
    expect(run("ratio 0,3549200954591432 ok")).toEqual([]);
    expect(run("a;0,3549200954591432;b;c")).toEqual([]);
    expect(run("x 4373054520564236,5 y")).toEqual([]);
  });

  it("a compact number of 16 digits after a phone's groups is a card of its own", () => {
    expect(run("agora é 928 154 128 4151887772586912").map((c) => c.text)).toEqual(["4151887772586912"]);
    // the tail of a longer grouped number stays out
    expect(run("DE89 3704 0044 0532 0130 00")).toEqual([]);
  });

  it("a number beside another number's digits grouped with another separator is a card of its own", () => {
    expect(run("Tel.: 011 1035-5579 4721-7406-9129-1612").map((c) => c.text)).toEqual(["4721-7406-9129-1612"]);
    expect(run("943-60-0881 3562 3543 6443 5706").map((c) => c.text)).toEqual(["3562 3543 6443 5706"]);
    expect(run("creditcard: 3666-210977-1712 0498385168").map((c) => c.text)).toEqual(["3666-210977-1712"]);
    // grouped alike, the digits are one longer number's
    expect(run("ref 1035-5579-4721-7406-9129-1612")).toEqual([]);
    expect(run("ref 1035 5579 4721 7406 9129 1612")).toEqual([]);
    expect(run("4111 1111 1111 1111 2222")).toEqual([]);
  });

  it("a valid card in its printed layout ends before a number no card layout continues with (fresh draw 7373)", () => {
    expect(run("Merci d'utiliser 3778 543608 27856 0543220390").map((c) => c.text)).toEqual(["3778 543608 27856"]);
    expect(run("pay with 4111 1111 1111 1111 0543220390").map((c) => c.text)).toEqual(["4111 1111 1111 1111"]);
    // an invalid card's groups stay a longer number's
    expect(run("Merci d'utiliser 3778 543608 27857 0543220390")).toEqual([]);
    // a valid card written compact is a group of its own (fresh draw 8282)
    expect(run("jetzt gilt 370321733957734 069 4250717").map((c) => c.text)).toEqual(["370321733957734"]);
  });
});

describe("phone words of another field", () => {
  it("a phone word on the line above names another field, not the card", () => {
    expect(run("Channel: phone\nField 1: 3625 505799 4632\nField 2: x").map((c) => c.text)).toEqual(["3625 505799 4632"]);
    expect(run("phone: 3625 505799 4632")).toEqual([]);
  });
});

describe("a card before another kind of value (structured suite, seed 505)", () => {
  it("a next token with a hyphen or dots is another value, not the card's tail", () => {
    expect(run("Genoteerd: 4938 5417 9250 8600 848326-4059").map((c) => c.text)).toEqual(["4938 5417 9250 8600"]);
    expect(run("ahora es 4243995962985503 142.59.65.0/24").map((c) => c.text)).toEqual(["4243995962985503"]);
  });
  it("a date's day and month word after it are no group of it (fresh draw 1515)", () => {
    expect(run("aquí tienes: 3728 594174 20733 23 de marzo de 1969").map((c) => c.text)).toEqual(["3728 594174 20733"]);
  });
  it("a next group of digits alone still makes a longer number of groups of four", () => {
    expect(run("4111 1111 1111 1111 7890")).toEqual([]);
    // but a valid card written compact is one group of its own: no number is grouped 16 + 4
    // (fresh draw 8282: "370321733957734 069 4250717" left an Amex in clear)
    expect(run("x 4111111111111111 7890").map((c) => c.text)).toEqual(["4111111111111111"]);
  });
  it("an identifier with a letter prefix before a printed card is a value of its own (fresh draw 9191)", () => {
    expect(run("CVR: DK83211164 4151 2839 9668 4255").map((c) => c.text)).toEqual(["4151 2839 9668 4255"]);
    // bare digits before it still make one longer number, and an IBAN's head is none
    expect(run("x 12345678 4151 2839 9668 4255")).toEqual([]);
    expect(run("DK50 0040 0440 1162 43")).toEqual([]);
  });
});
