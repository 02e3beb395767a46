import { describe, expect, it } from "vitest";
import { moneyDetector, scaleDecimal } from "../../../src/engine/detectors/money.js";
import { makeDetectContext } from "../../../src/engine/detectors/make-context.js";

const run = (text: string, locale?: string) =>
  moneyDetector.detect(makeDetectContext(text, { locale })).map((c) => ({ ...c, text: text.slice(c.start, c.end) }));

describe("scaleDecimal", () => {
  it("multiplies by powers of ten exactly", () => {
    expect(scaleDecimal("2", "5", 6)).toBe("2500000");
    expect(scaleDecimal("1", "1", 9)).toBe("1100000000");
    expect(scaleDecimal("1", "234567", 3)).toBe("1234.567");
    expect(scaleDecimal("0", "05", 0)).toBe("0.05");
    expect(scaleDecimal("1234", "50", 0)).toBe("1234.50");
  });
});

describe("money detector", () => {
  it("reads separators by convention", () => {
    expect(run("€1.234").map((h) => h.formatted)).toEqual(["1234 EUR"]);
    expect(run("€1,5").map((h) => h.formatted)).toEqual(["1.5 EUR"]);
    expect(run("CHF 1'234.50").map((h) => h.formatted)).toEqual(["1234.50 CHF"]);
    expect(run("$1,234,567.89").map((h) => h.formatted)).toEqual(["1234567.89 USD"]);
  });

  it("rejects a number whose thousands and decimal marks are the same character", () => {
    expect(run("€1,234,56")).toEqual([]);
  });

  it("maps dollar symbols and words by region, explicit prefixes win", () => {
    expect(run("$5", "en-NZ")[0]?.formatted).toBe("5 NZD");
    expect(run("30 dollars", "en-AU")[0]?.formatted).toBe("30 AUD");
    expect(run("C$5", "en-US")[0]?.formatted).toBe("5 CAD");
    expect(run("¥800", "zh-CN")[0]?.formatted).toBe("800 CNY");
  });

  it("scores symbol/code amounts at 0.85 and word-only amounts at 0.8", () => {
    expect(run("$5")[0]?.score).toBe(0.85);
    expect(run("5 euros")[0]?.score).toBe(0.8);
  });

  it("takes a code after a symbol as one amount", () => {
    expect(run("$300 USD total").map((h) => [h.text, h.formatted])).toEqual([["$300 USD", "300 USD"]]);
  });

  it("does not take ISO-like letters inside words", () => {
    expect(run("the EURO2024 cup")).toEqual([]);
  });

  it("leaves a prepared SQL statement's positional parameters, and keeps dollars in prose beside one", () => {
    const sql = "SELECT * FROM products WHERE category_id = $1 AND price > $2;\nUPDATE users SET email = $1, name=$2 WHERE id = $3\nINSERT INTO t (a, b) VALUES ($1, $2::int) RETURNING id";
    expect(run(sql)).toEqual([]);
    const prose = "The ticket costs $5, and a coffee is $2.\nWHERE total > $1,000\nIt was = $3 in the end";
    expect(run(prose).map((c) => c.text)).toEqual(["$5", "$2", "$1,000", "$3"]);
    // English words that are also SQL keywords make no statement (review)
    expect(run("Please select a plan: $5, $10 or $15. Prices update weekly; values between $10 and $20.").map((c) => c.text)).toEqual(["$5", "$10", "$15", "$10", "$20"]);
  });
});
