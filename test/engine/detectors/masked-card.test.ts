import { describe, expect, it } from "vitest";
import { maskedCardDetector } from "../../../src/engine/detectors/masked-card.js";
import { makeDetectContext } from "../../../src/engine/detectors/make-context.js";

const found = (text: string) =>
  maskedCardDetector.detect(makeDetectContext(text)).map((c) => [c.label, text.slice(c.start, c.end)]);

describe("masked card numbers", () => {
  it("takes a full masked layout on its own, with or without the issuer's first digits", () => {
    expect(found("26/02  Compra tarjeta 4024 **** **** 5672 MERCADONA")).toEqual([["CREDIT_CARD", "4024 **** **** 5672"]]);
    expect(found("paid with XXXX-XXXX-XXXX-1234 on 3 May")).toEqual([["CREDIT_CARD", "XXXX-XXXX-XXXX-1234"]]);
    expect(found("pan=411111******1111 status=ok")).toEqual([["CREDIT_CARD", "411111******1111"]]);
  });

  it("takes a short mask before four digits only after a card word", () => {
    expect(found("Paid: Visa •••• 3170  (cardholder A SUBRAMANIAM)")).toEqual([["CREDIT_CARD", "•••• 3170"]]);
    expect(found("Pagamento: American Express ***2212 - EUR 1.287,44")).toEqual([["CREDIT_CARD", "***2212"]]);
    expect(found("PAGAMENTO POS ESSELUNGA VERONA CARTA *8234   96,40")).toEqual([["CREDIT_CARD", "*8234"]]);
    expect(found("see note *2024 below; items ***1200 were recounted")).toEqual([]);
  });

  it("a lone # or x is 'number' or 'times', not a mask", () => {
    expect(found("Badge #2093, card reader at gate 4")).toEqual([]);
    expect(found("card stock 3x 1200 sheets")).toEqual([]);
  });

  it("takes the digits after a last-digits phrase in seven languages, after a card or account word", () => {
    expect(found("refund to the card its the visa ending 6658 wait")).toEqual([["CREDIT_CARD", "6658"]]);
    expect(found("los cargos de 38,90 en la cuenta terminada en 2290 es correcto")).toEqual([["BANK_ACCOUNT", "2290"]]);
    expect(found("cartão de crédito Mastercard final 7529 em 3x sem juros")).toEqual([["CREDIT_CARD", "7529"]]);
    expect(found("Payé par CB Visa se terminant par 9473 (exp. 11/27)")).toEqual([["CREDIT_CARD", "9473"]]);
    expect(found("la carta finisce con 4850")).toEqual([["CREDIT_CARD", "4850"]]);
    expect(found("Ihre Karte endet auf 1234.")).toEqual([["CREDIT_CARD", "1234"]]);
    expect(found("betaald met creditcard eindigend op 5521")).toEqual([["CREDIT_CARD", "5521"]]);
  });

  it("needs the word in the same clause, before the phrase", () => {
    expect(found("The season ending in 2024 was long.")).toEqual([]);
    expect(found("Card sales were up. The quarter ending 2024 was long.")).toEqual([]);
    expect(found("ending in 6658 is my card")).toEqual([]);
  });
});
