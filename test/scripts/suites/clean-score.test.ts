import { describe, expect, it } from "vitest";
import { emptyCleanScore, flaggedShare, scoreCleanText } from "../../../scripts/suites/clean/score.js";

describe("PII-free corpus scoring", () => {
  it("flags a text for names, phones, ids and accounts, not for dates, times, money, places or organisations", () => {
    const score = emptyCleanScore();
    scoreCleanText(score, { id: "c1", lang: "en", kind: "chat" }, [{ best_label: "NAME" }, { best_label: "NAME" }, { best_label: "DATE" }]);
    scoreCleanText(score, { id: "c2", lang: "en", kind: "software" }, [{ best_label: "PHONE_NUMBER" }, { best_label: "ACCOUNT_NUMBER" }]);
    scoreCleanText(score, { id: "c3", lang: "de", kind: "weather" }, [{ best_label: "LOCATION_CITY" }, { best_label: "TIME" }, { best_label: "MONEY" }, { best_label: "ORGANIZATION" }]);
    scoreCleanText(score, { id: "c4", lang: "de", kind: "chat" }, []);
    expect(score.overall).toEqual({ texts: 4, flagged: 2 });
    expect(flaggedShare(score.overall)).toBe(0.5);
    expect(score.perLang).toEqual({ en: { texts: 2, flagged: 2 }, de: { texts: 2, flagged: 0 } });
    expect(score.perKind).toEqual({ chat: { texts: 2, flagged: 1 }, software: { texts: 1, flagged: 1 }, weather: { texts: 1, flagged: 0 } });
    expect(score.perType).toEqual({
      NAME: { texts: 1, entities: 2, ids: ["c1"] },
      PHONE_NUMBER: { texts: 1, entities: 1, ids: ["c2"] },
      ACCOUNT_NUMBER: { texts: 1, entities: 1, ids: ["c2"] },
    });
    expect(score.other).toEqual({ DATE: 1, LOCATION_CITY: 1, TIME: 1, MONEY: 1, ORGANIZATION: 1 });
  });
});
