import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { dateDetector, daysInMonth, expandTwoDigitYear, isCalendarDate } from "../../../src/engine/detectors/date.js";
import { makeDetectContext } from "../../../src/engine/detectors/make-context.js";

const run = (text: string, opts: { locale?: string; language?: string; enabled?: string[] } = {}) =>
  dateDetector.detect(makeDetectContext(text, opts));

describe("date detector", () => {
  it("gives a DOB the DATE label as its second label", () => {
    const [c] = run("Date of birth: 1984-05-03");
    expect(c?.label).toBe("DOB");
    expect(Object.keys(c?.labels ?? {})).toEqual(["DOB", "DATE"]);
    expect(c!.labels!.DATE!).toBeLessThan(c!.labels!.DOB!);
  });

  it("keeps a DOB when only its parent DATE is enabled, and drops plain dates when only DOB is", () => {
    const [c] = run("Date of birth: 1984-05-03", { enabled: ["DATE"] });
    expect(c?.label).toBe("DOB");
    expect(run("Shipped on 2024-10-12.", { enabled: ["DOB"] })).toEqual([]);
    expect(run("Born on 2024-10-12.", { enabled: ["DOB"] }).map((x) => x.label)).toEqual(["DOB"]);
  });

  it("emits nothing when no date type is enabled", () => {
    expect(run("On 2024-10-12.", { enabled: ["EMAIL_ADDRESS"] })).toEqual([]);
  });

  it("reads day first for a non-English language without locale", () => {
    expect(run("am 05/03/2024", { language: "de" })[0]?.formatted).toBe("2024-03-05");
    expect(run("on 05/03/2024")[0]?.formatted).toBe("2024-05-03");
  });

  it("scores an ambiguous numeric date without locale below an unambiguous one", () => {
    const [ambiguous] = run("on 05/03/2024");
    const [clear] = run("on 25/03/2024");
    expect(ambiguous!.score).toBeLessThan(clear!.score);
  });

  it("keeps offsets in UTF-16 units after astral characters", () => {
    const text = "🎉🎉 party on 12 Oct 2024";
    const [c] = run(text);
    expect(text.slice(c!.start, c!.end)).toBe("12 Oct 2024");
  });

  it("expands two-digit years with a pivot ten years ahead", () => {
    const now = new Date(Date.UTC(2025, 0, 1));
    expect(expandTwoDigitYear(35, now)).toBe(2035);
    expect(expandTwoDigitYear(36, now)).toBe(1936);
    expect(expandTwoDigitYear(0, now)).toBe(2000);
  });

  it("follows the Gregorian leap-year rules", () => {
    expect(daysInMonth(2, 1900)).toBe(28);
    expect(daysInMonth(2, 2000)).toBe(29);
    expect(daysInMonth(2, 2023)).toBe(28);
    expect(daysInMonth(2)).toBe(29);
  });

  it("agrees with the JS calendar on every day/month/year", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1600, max: 2400 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 31 }), (y, m, d) => {
        const js = new Date(Date.UTC(y, m - 1, d));
        expect(isCalendarDate(y, m, d)).toBe(js.getUTCDate() === d);
      }),
    );
  });

  it("formats every valid ISO date it finds back to itself", () => {
    fc.assert(
      fc.property(fc.date({ min: new Date("1600-01-01"), max: new Date("2399-12-31"), noInvalidDate: true }), (date) => {
        const iso = date.toISOString().slice(0, 10);
        const found = run(`Recorded on ${iso} by staff.`);
        expect(found.map((c) => c.formatted)).toEqual([iso]);
      }),
      { numRuns: 200 },
    );
  });

  describe("month/day without a year", () => {
    /** The [text, formatted] of every DATE found. */
    const dates = (text: string, opts: { locale?: string; language?: string } = {}) =>
      run(text, opts)
        .filter((c) => c.label === "DATE")
        .map((c) => [text.slice(c.start, c.end), c.formatted]);

    it.each([
      ["IABP weaned off 9/7, and PA line d/c'd", "9/7", "--09-07"],
      ["adm 9/7 am with acute sob", "9/7", "--09-07"],
      ["DAUGHTER TO ARRIVE 9/9 @ APPROX 1900", "9/9", "--09-09"],
      ["9/7-INITIAL EVENTS: hypotension", "9/7", "--09-07"],
      ["Cath note.\n9/8 RETURNED TO CATH LAB", "9/8", "--09-08"],
      ["MVA 12/07: right tibia fx", "12/07", "--12-07"],
      ["Arrived to CCU at 0330 3/7.", "3/7", "--03-07"],
      ["EXTUBATION 3/8.", "3/8", "--03-08"],
      ["HCT 28 FROM 30 3/9 AM", "3/9", "--03-09"],
      ["echo done 9/30- EF 20%", "9/30", "--09-30"],
      ["HEPARIN INCREASED ON 10/20 @ MN", "10/20", "--10-20"],
      ["CL PLACED 4/11", "4/11", "--04-11"],
      ["cl placed 4/11", "4/11", "--04-11"],
      ["Pt Extubated On 3/8, tolerating well", "3/8", "--03-08"],
      ["afebrile since 8/25", "8/25", "--08-25"],
      ["Readmitted to CCU 9/29 from cath lab", "9/29", "--09-29"],
      ["heme: HCT 26.5 (7pm 10/15) down from 28", "10/15", "--10-15"],
      ["PRESENT HX:8/30 DECREASED MENTAL STATUS", "8/30", "--08-30"],
      ["3/20 7P-7A CSRU SHIFT SUMMARY", "3/20", "--03-20"],
      ["S/P CABG 10/16", "10/16", "--10-16"],
    ])("finds the date in %j", (text, span, formatted) => {
      expect(dates(text)).toEqual([[span, formatted]]);
    });

    it.each([
      "take 1/2 tab po", "TAKE 1/2 TAB PO", "strength 5/5 bilaterally", "Strength 5/5 in all extremities",
      "4/5 motor in LLE", "given on 2/3 of the days", "BP 110/70", "ph 7.19/45", "started 1/2 NS at 100cc/hr",
      "STARTED 1/2 NS AT 100CC/HR", "ratio 1:1", "add 3/4 cup flour", "pain 3/10", "c/o pain since 3/10 now",
      "Pain On 3/10 Scale", "3/10 pain after dilaudid", "x 2/3", "rated 4/5 stars", "G2P1 now 1/1",
      "upgraded to v1/2", "see a/3/4", "care available 24/7", "on 24/7 watch", "split 50/50", "hr 3/4 way",
      "since 1 1/2 tabs", "given 1/2 amp", "Pt placed on PSV 10/5", "ON CPAP 5/5 40%", "weaned to 5/5 today",
      "remained on 5/5 overnight", "PA 32/15 to 28/11 after lasix", "3/4 way through", "for 1/2 hour",
      "on 9/7/2024",
    ])("finds no month/day in %j", (text) => {
      expect(dates(text).filter(([span]) => !String(span).includes("2024"))).toEqual([]);
    });

    it.each([
      // the look-back window cut a word: "ps" of "perhaps" and "ie" of "cutie" read as negatives
      ["perhaps extubated on 9/7", "9/7"],
      ["cutie extubated on 9/7", "9/7"],
      // a negative word is about the first value after it: "bp" describes 120/80, not 9/7
      ["BP 120/80 on 9/7", "9/7"],
      ["pain 7/10 since 9/7", "9/7"],
    ])("counts a negative word only whole and before the next value: %j", (text, span) => {
      expect(dates(text).map(([s]) => s)).toEqual([span]);
    });

    it("still reads a negative word right before the candidate, or a few words before it", () => {
      expect(dates("BP 120/80")).toEqual([]);
      expect(dates("c/o pain since 3/10 now")).toEqual([]);
      expect(dates("pain on movt 3/10")).toEqual([]);
      expect(dates("seen on movt 3/10")).toEqual([["3/10", "--03-10"]]);
    });

    it("finds no cue in a word cut by the look-back window", () => {
      // 40 units before the date start inside "reconstruction", at its last two letters "on"
      const text = `reconstruction ${"a".repeat(17)} ${"b".repeat(18)} 9/7`;
      expect(text.indexOf("9/7") - text.indexOf("on ")).toBe(40);
      expect(dates(text)).toEqual([]);
      expect(dates(text.replace("reconstruction", "recon on"))).toEqual([["9/7", "--09-07"]]);
    });

    it("keeps a full numeric date as one date, not a month/day inside it", () => {
      expect(dates("admitted on 9/7/2024")).toEqual([["9/7/2024", "2024-09-07"]]);
    });

    it("needs the cue close by and on the same line", () => {
      expect(dates("admitted\n9/7 was fine")).toEqual([]);
      expect(dates(`admitted ${"word ".repeat(10)}9/7`)).toEqual([]);
    });

    it("reads day first where the detector does for dates with a year", () => {
      expect(dates("admitted on 3/4", { locale: "en-GB" })).toEqual([["3/4", "--04-03"]]);
      expect(dates("admitted on 3/4", { locale: "en-US" })).toEqual([["3/4", "--03-04"]]);
      expect(dates("admitted on 3/4")).toEqual([["3/4", "--03-04"]]);
      // a first number above 12 can only be a day
      expect(dates("admitted on 25/12")).toEqual([["25/12", "--12-25"]]);
      // a locale's order is kept: without a year the other reading is more often a score
      expect(dates("admitted on 25/12", { locale: "en-US" })).toEqual([]);
      expect(dates("admitted on 12/25", { locale: "en-GB" })).toEqual([]);
      expect(dates("admitted on 9/31")).toEqual([]);
      expect(dates("admitted on 2/29")).toEqual([["2/29", "--02-29"]]);
    });

    it("gives DAY and MONTH subtypes and no YEAR", () => {
      const text = "CL PLACED 4/11";
      const [c] = run(text, { locale: "en-US" });
      expect(c!.subtypes!.map((s) => [s.label, text.slice(s.start, s.end), s.formatted])).toEqual([
        ["DAY", "11", "11"],
        ["MONTH", "4", "04"],
      ]);
    });

    it("scores a month/day below dates with a year, and lower still when the order is a guess", () => {
      const [partial] = run("admitted on 3/4", { locale: "en-US" });
      const [guess] = run("admitted on 3/4");
      const [full] = run("admitted on 3/4/2024", { locale: "en-US" });
      const [written] = run("admitted on March 4");
      expect(partial!.score).toBeLessThan(full!.score);
      expect(partial!.score).toBeLessThan(written!.score);
      expect(guess!.score).toBeLessThan(partial!.score);
    });
  });
});

describe("issue 13 gaps", () => {
  it("reads day-month-year joined by hyphens or slashes", () => {
    for (const [text, iso] of [["Born 5-May-2021 at home", "2021-05-05"], ["on 05-may-21.", "2021-05-05"], ["12/Oct/2024", "2024-10-12"]] as const) {
      const [c] = run(text);
      expect([text.slice(c!.start, c!.end).replace(/^Born /, ""), c!.formatted]).toEqual([text.match(/\d+[-/]\w+[-/]\d+/)![0], iso]);
    }
    expect(run("31-Feb-2021")).toEqual([]);
    expect(run("ref 5-May-2021-3")).toEqual([]);
  });
  it("reads an ISO date or a day-month-year with a month word in a CSV cell before a number cell", () => {
    const dates = (text: string) => run(text).map((c) => text.slice(c.start, c.end));
    expect(dates("id,date,date,status\n77,2018-04-20,28-Mar-2014,new")).toEqual(["2018-04-20", "28-Mar-2014"]);
    expect(dates("id,date,age,status\n194,9-may-1953,81,new")).toEqual(["9-may-1953"]);
    // a day/month/year with slashes too (structured suite, fresh draw 1515)
    expect(dates("id,date,tel,status\n38,11/10/1966,094257831,new")).toEqual(["11/10/1966"]);
    // forms that could go on as a number still stop at ",<digit>"
    expect(dates("12.03.2024,5")).toEqual([]);
    expect(dates("ratio 11/10/66,5")).toEqual([]);
  });
  it("makes an ISO 8601 date-time one DATE with its time", () => {
    const text = "Logged 2021-05-05T14:30:00Z ok";
    const [c, ...rest] = run(text);
    expect(rest).toEqual([]);
    expect([text.slice(c!.start, c!.end), c!.label, c!.formatted]).toEqual(["2021-05-05T14:30:00Z", "DATE", "2021-05-05T14:30:00Z"]);
    const offset = "at 2021-05-05T14:30:00.123+02:00, ok";
    const [o] = run(offset);
    expect(offset.slice(o!.start, o!.end)).toBe("2021-05-05T14:30:00.123+02:00");
  });
});

describe("lower-case 'may' and 'march' in a whole date", () => {
  it.each([
    ["got it\n26 may 1954", "26 may 1954"],
    ["born on may 26, 1954 in town", "may 26, 1954"],
    ["on 3 march 2021 we met", "3 march 2021"],
  ])("%s", (text, date) => {
    expect(run(text).map((c) => text.slice(c.start, c.end))).toEqual([date]);
  });
  it.each(["you may 26 times", "we may 3 2000 people", "the rally may 5 go ahead"])("%s is no date", (text) => {
    expect(run(text)).toEqual([]);
  });
});

describe("a birth cue names one date", () => {
  const labels = (text: string) => run(text).map((c) => [c.label, text.slice(c.start, c.end)]);
  it("gives the DOB label to the date after the cue, not to a later one", () => {
    expect(labels("Patient DOB 1962-03-14, admitted 2024-01-05 for chest pain.")).toEqual([
      ["DOB", "1962-03-14"],
      ["DATE", "2024-01-05"],
    ]);
    // a log line after a line that ended with a birth date
    expect(labels("customer DOB 1962-03-14\n2026-11-28 INFO ssh login")).toEqual([
      ["DOB", "1962-03-14"],
      ["DATE", "2026-11-28"],
    ]);
  });
  it("reads a cue after a date only when no date follows within its reach", () => {
    expect(labels("03/14/1962 (DOB)")).toEqual([["DOB", "03/14/1962"]]);
    expect(labels("seen 01/05/2024, born 03/14/1962")).toEqual([
      ["DATE", "01/05/2024"],
      ["DOB", "03/14/1962"],
    ]);
  });
});

describe("birth cues in every supported language", () => {
  it.each([
    ["Aluno: Beatriz Fonseca, nascida em 03/09/2007, NIF 123456789", "03/09/2007"],
    ["nascido em 1984 no Porto", "1984"],
    ["nacida el 12/03/1958 en Sevilla", "12/03/1958"],
    ["nata il 12/03/1958 a Torino", "12/03/1958"],
  ])("%s", (text, dob) => {
    const dobs = run(text).filter((c) => c.label === "DOB").map((c) => text.slice(c.start, c.end));
    expect(dobs).toEqual([dob]);
  });
});

describe("a date glued to its key by a colon", () => {
  const labels = (text: string) => run(text).map((c) => [c.label, text.slice(c.start, c.end)]);
  it.each([
    ["BDAY:1985-03-12", "DOB", "1985-03-12"],
    ["dob:1985-03-12", "DOB", "1985-03-12"],
    ["geb.:12.03.1985", "DOB", "12.03.1985"],
    ["ts:2024-03-01 level=info", "DATE", "2024-03-01"],
    ["date:12/03/2024", "DATE", "12/03/2024"],
  ])("%s", (text, label, date) => {
    expect(labels(text)).toEqual([[label, date]]);
  });
  it("still reads no date after a digit and a colon", () => {
    expect(run("at 10:12/03/2024")).toEqual([]);
  });
});

describe("an ISO 8601 date-time in the basic format", () => {
  it("reads iCalendar's DTSTART as one date with its time", () => {
    const text = "DTSTART:20250314T090000Z";
    expect(run(text).map((c) => [c.label, text.slice(c.start, c.end), c.formatted])).toEqual([["DATE", "20250314T090000Z", "2025-03-14T09:00:00Z"]]);
  });
  it("needs a calendar date and a time: eight digits alone, or glued to more, are no date", () => {
    expect(run("order 20250314 shipped")).toEqual([]);
    expect(run("build 20250314T090000Z-rc1")).toEqual([]);
  });
});

describe("the time stamp of a web server access log", () => {
  it("reads the date of '28/Nov/2026:10:00:01 +0000'", () => {
    const text = '10.0.0.1 - - [28/Nov/2026:10:00:01 +0000] "GET / HTTP/1.1"';
    expect(run(text).map((c) => [c.label, text.slice(c.start, c.end), c.formatted])).toEqual([["DATE", "28/Nov/2026", "2026-11-28"]]);
  });
});

describe("a weekday written before a date", () => {
  const dates = (text: string, language?: string) =>
    dateDetector.detect(makeDetectContext(text, { language })).filter((c) => c.label !== "DATE_INTERVAL").map((c) => text.slice(c.start, c.end));
  it("is part of the date, abbreviated or in full, in every language", () => {
    expect(dates("Llegada: vie 11/10/2024   Salida: lun 14/10/2024")).toEqual(["vie 11/10/2024", "lun 14/10/2024"]);
    expect(dates("Lisboa (LIS) -> Maputo (MPM)   qui 14/11/2024  22:55")).toEqual(["qui 14/11/2024"]);
    expect(dates("Verwacht bezorgmoment: vrijdag 5 april tussen 14:00")).toEqual(["vrijdag 5 april"]);
    expect(dates("Termin: Do., 12.04.2024")).toEqual(["Do., 12.04.2024"]);
    expect(dates("sam. 12/10/2024")).toEqual(["sam. 12/10/2024"]);
  });
  it("leaves out clinical abbreviations, two-letter words and given names", () => {
    expect(dates("PMH: S/P MI 10/16/2019")).toEqual(["10/16/2019"]);
    expect(dates("we do 12/10/2024 things")).toEqual(["12/10/2024"]);
    expect(dates("Sam 12/10/2024 called")).toEqual(["12/10/2024"]);
    expect(dates("Partida Dom 21/07/2024", "pt")).toEqual(["Dom 21/07/2024"]);
  });
  it("opens a word: a URL's parameter value is no weekday (structured suite, fresh draw 1212)", () => {
    expect(dates("siehe frucht.info/gosh?id=15631&Lang=Fr. 2023-11-23t15:15:31+02:00", "de")).toEqual(["2023-11-23t15:15:31+02:00"]);
    expect(dates("Termin (Fr. 12.04.2024)", "de")).toEqual(["Fr. 12.04.2024"]);
  });
});

describe("a German day and month with their dots", () => {
  const dates = (text: string) => dateDetector.detect(makeDetectContext(text)).map((c) => [text.slice(c.start, c.end), c.formatted]);
  it("is a date without a year, as bank statements print bookings", () => {
    expect(dates("Betrag EUR\n03.06.  03.06.  SEPA-Überweisung")).toEqual([["03.06.", "--06-03"], ["03.06.", "--06-03"]]);
    expect(dates("Wir sehen uns am 14.02. in Hannover.")).toEqual([["14.02.", "--02-14"]]);
  });
  it("not a version, a section number, a non-date or part of a longer number", () => {
    expect(dates("Version 10.02. released")).toEqual([]);
    expect(dates("Kapitel 3.6. beginnt, 1.03.06. und 45.13. nicht")).toEqual([]);
  });
  it("after a version word, a whole day, month and four-digit year stays a date (fresh draw 2222); a short one a version", () => {
    expect(dates("Kurzes Update: 18.09.2005")).toEqual([["18.09.2005", "2005-09-18"]]);
    expect(dates("firmware 1.10.2020 installed")).toEqual([]);
  });
});

describe("birth-date field names without their preposition", () => {
  it("a date or year under 'fecha_nacimiento', 'data_nascita', 'date_naissance', 'data_nascimento' is a DOB (before: DATE)", () => {
    for (const field of ["fecha_nacimiento", "data_nascita", "date_naissance", "data_nascimento"]) {
      expect(dateDetector.detect(makeDetectContext("12/03/1985", { field })).map((c) => c.label), field).toEqual(["DOB"]);
      expect(dateDetector.detect(makeDetectContext("1985", { field })).map((c) => c.label), field).toEqual(["DOB"]);
    }
    expect(dateDetector.detect(makeDetectContext("12/03/1985", { field: "fecha_pedido" })).map((c) => c.label)).toEqual(["DATE"]);
  });
});

describe("compact birth dates (fourth exploratory test: left in clear)", () => {
  const dobs = (text: string) => dateDetector.detect(makeDetectContext(text)).filter((c) => c.label === "DOB").map((c) => [text.slice(c.start, c.end), c.formatted]);

  it("reads eight digits after a birth cue or under a birth column, YYYYMMDD first, then DDMMYYYY", () => {
    expect(dobs("DOB: 19810714")).toEqual([["19810714", "1981-07-14"]]);
    expect(dobs("Date of birth: 14071981")).toEqual([["14071981", "1981-07-14"]]);
    expect(dobs("geb.: 14071981, Köln")).toEqual([["14071981", "1981-07-14"]]);
    expect(dobs("dob:14071981")).toEqual([["14071981", "1981-07-14"]]);
    expect(dobs("dob,patient_birth_date\n19810714,14071981")).toEqual([["19810714", "1981-07-14"], ["14071981", "1981-07-14"]]);
  });

  it("leaves eight digits without a cue, and ones that are no birth date, alone", () => {
    expect(dobs("order 19810714 shipped")).toEqual([]);
    expect(dobs("DOB: 99999999")).toEqual([]);
    expect(dobs("born 2 days ago, ticket 20991231")).toEqual([]);
  });
});

describe("dates with the month in Roman numerals (fourth exploratory test: left in clear)", () => {
  const dates = (text: string) => dateDetector.detect(makeDetectContext(text)).map((c) => [c.label, text.slice(c.start, c.end), c.formatted]);

  it("reads day, Roman month and year with one separator, DOB after a birth cue", () => {
    expect(dates("Nacido el 12-VIII-1979")).toEqual([["DOB", "12-VIII-1979", "1979-08-12"]]);
    expect(dates("Geburtsdatum: 14. VII. 1981")).toEqual([["DOB", "14. VII. 1981", "1981-07-14"]]);
    expect(dates("dana 4. III. 2008. godine")).toEqual([["DATE", "4. III. 2008", "2008-03-04"]]);
  });

  it("leaves Roman numerals without a day and year alone", () => {
    expect(dates("Louis XIV, 1715")).toEqual([]);
    expect(dates("see 12-V-x")).toEqual([]);
  });
});

describe("a birthday's day and month under a birth column (fourth exploratory test: left in clear)", () => {
  const dobs = (text: string, field: string) =>
    dateDetector.detect(makeDetectContext(text, { field })).filter((c) => c.label === "DOB").map((c) => [text.slice(c.start, c.end), c.formatted]);

  it("reads a day and month alone in a birthday field, month first where the second number cannot be a month", () => {
    expect(dobs("03/14", "user.birthday")).toEqual([["03/14", "--03-14"]]);
    expect(dobs("14-3", "birthday")).toEqual([["14-3", "--03-14"]]);
    expect(dobs("--03-14", "birthday")).toEqual([["--03-14", "--03-14"]]);
  });

  it("needs the birth column, and a calendar day", () => {
    expect(dobs("03/14", "ratio")).toEqual([]);
    expect(dobs("31/02", "birthday")).toEqual([]);
  });
});

describe("day, month abbreviation and year run together (fifth exploratory test: APIS and SSR DOCS dates in clear)", () => {
  const found = (text: string) => run(text).map((c) => [text.slice(c.start, c.end), c.label, c.formatted]);
  it("reads 21NOV1984 and 05MAY88 as dates, a DOB after a birth cue", () => {
    expect(found("APIS: PASSPORT A12345678 NGA EXP 03JUN2029 DOB 21NOV1984 F")).toEqual([
      ["03JUN2029", "DATE", "2029-06-03"],
      ["21NOV1984", "DOB", "1984-11-21"],
    ]);
    expect(found("SSR DOCS SK HK1 P/NOR/P1234567/NOR/05MAY88/F/11JAN30/HALVORSEN/SIGRID")).toEqual([
      ["05MAY88", "DATE", "1988-05-05"],
      ["11JAN30", "DATE", "2030-01-11"],
    ]);
    expect(found("DOB 05MAY19")).toEqual([["05MAY19", "DOB", "2019-05-05"]]);
  });

  it("needs capitals, a real day of that month and no letter or digit glued on", () => {
    expect(found("code 31FEB2020, XMAY88, 12MAY88X, 12may1988")).toEqual([]);
  });
});

describe("a statement's day and month opening its lines (eval:realistic)", () => {
  const dates = (text: string, language?: string) =>
    dateDetector.detect(makeDetectContext(text, language ? { language } : {})).map((c) => text.slice(c.start, c.end));
  it("reads a zero-padded day and month before a column gap, on lines that open alike", () => {
    const statement = "Movimientos recientes de la cuenta\n27/02  Bizum recibido de LOURDES   +35,00\n26/02  Recibo IBERDROLA   -64,10";
    expect(dates(statement, "es")).toEqual(["27/02", "26/02"]);
  });
  it("not a fraction, nor one such line alone", () => {
    expect(dates("1/2  cup sugar\n1/4  tsp salt")).toEqual([]);
    expect(dates("Total\n27/02  items in stock")).toEqual([]);
  });
});

describe("birth cues", () => {
  it("reads no birth cue in a word that ends like one, 40 characters before a log line's time stamp", () => {
    const text = "2023-02-13T13:25:56+02:00 INFO [billing] synchronisation terminée : 6011-8187-3446-5072 cache hit 87%\n2025-05-08T17:32:16+01:00 INFO [billing] paiement";
    expect(run(text).map((c) => c.label)).toEqual(["DATE", "DATE"]);
    expect(run("Bonne année !\nCommuniqués du 31 décembre")[0]?.label).toBe("DATE");
    expect(run("née le 31 décembre 1970")[0]?.label).toBe("DOB");
  });
});
