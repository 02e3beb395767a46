/**
 * Hospital and clinic names: the head-noun rule in mixed, ALL-CAPS and all-lower lines, names that
 * follow their head in other languages, transfer cues before a unit, the hard negatives of
 * clinical notes, type selection and the score against the resolver.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { keepDisjoint, medicalFacilityDetector } from "../../../src/engine/detectors/medical-facility.js";
import { makeDetectContext } from "../../../src/engine/detectors/make-context.js";
import { resolveCandidates } from "../../../src/engine/resolve/resolve.js";
import { selectLabels } from "../../../src/engine/resolve/select.js";

const found = (text: string, opts: { enabled?: string[]; language?: string } = {}) =>
  medicalFacilityDetector.detect(makeDetectContext(text, opts)).map((c) => text.slice(c.start, c.end));

describe("medical-facility head nouns", () => {
  it.each([
    ["He was transferred from Harford Memorial Hospital yesterday.", "Harford Memorial Hospital"],
    ["Follow-up at Johns Hopkins Bayview Medical Center next week.", "Johns Hopkins Bayview Medical Center"],
    ["Seen at the University of Maryland Medical Center in May.", "University of Maryland Medical Center"],
    ["She delivered at Brigham and Women's Hospital.", "Brigham and Women's Hospital"],
    ["Admitted to St. Mary's Hospital overnight.", "St. Mary's Hospital"],
    ["Records from Saint Agnes Hospital were reviewed.", "Saint Agnes Hospital"],
    ["Biopsy done at the Mayo Clinic.", "Mayo Clinic"],
    ["She lives at Greenbrier Nursing Home now.", "Greenbrier Nursing Home"],
    ["Referred to Kernan Rehabilitation Center for PT.", "Kernan Rehabilitation Center"],
    ["Boston Children's Hospital treated him.", "Boston Children's Hospital"],
    ["Massachusetts General Hospital is in Boston.", "Massachusetts General Hospital"],
    ["Patient came from Sinai Health System clinics.", "Sinai Health System"],
    ["Pt to go to Sacred Heart Memorial tomorrow.", "Sacred Heart Memorial"],
    ["Discharge to Baltimore Rehab tomorrow.", "Baltimore Rehab"],
    ["Treated at the Hospital for Special Surgery.", "Hospital for Special Surgery"],
    ["Seen at the Hospital of the University of Pennsylvania.", "Hospital of the University of Pennsylvania"],
    ["Transferred from Union Memorial Hospital Medical Center.", "Union Memorial Hospital Medical Center"],
  ])("mixed case: %s", (text, name) => {
    expect(found(text)).toEqual([name]);
  });

  it.each([
    ["PT WAS ADMITTED TO HARFORD MEMORIAL FOR VFIB ARREST 8/18.", "HARFORD MEMORIAL"],
    ["74 YO WOMAN TRANSFERRED FROM CALVERT HOSPITAL FOR MENTAL STATUS CHANGES.", "CALVERT HOSPITAL"],
    ["THIS IS A 74 YR OLD MALE TX'D FROM WASHINGTON ADVENTIST HOSP VIA MED FLIGHT", "WASHINGTON ADVENTIST HOSP"],
    ["PT IS 77 YO FEMALE FOUND UNRESPONSIVE IN ST MARY HOSPITAL.", "ST MARY HOSPITAL"],
    ["PATIENT WAS TRANSFERRED THIS EVENING FROM UNIVERSITY OF MD MEDICAL CENTER.", "UNIVERSITY OF MD MEDICAL CENTER"],
  ])("ALL-CAPS line after a place preposition: %s", (text, name) => {
    expect(found(text)).toEqual([name]);
  });

  it.each([
    ["plans for pt to go this afternoon to sacred heart hospital. awaiting ambulance", "sacred heart hospital"],
    ["911 was called and pt taken to kernan hosp. she sustained a lac", "kernan hosp."],
  ])("all-lower line after a place preposition: %s", (text, name) => {
    expect(found(text)).toEqual([name]);
  });

  it("reads a lower-case head in a mixed line only after a place preposition", () => {
    expect(found("Social: lives with wife, followed by Kernan hospital.")).toEqual(["Kernan hospital"]);
    expect(found("Recent Kernan hospital records reviewed.")).toEqual([]);
  });

  it.each([
    ["Er wurde ins Klinikum Stuttgart verlegt.", "Klinikum Stuttgart"],
    ["Sie liegt im Marienkrankenhaus seit Montag.", "Marienkrankenhaus"],
    ["Das Universitätsklinikum Heidelberg meldet Fälle.", "Universitätsklinikum Heidelberg"],
    ["Il a été transféré à l'Hôpital Necker hier.", "Hôpital Necker"],
    ["Elle est suivie au CHU de Bordeaux.", "CHU de Bordeaux"],
    ["Ingresó en el Hospital Universitario La Paz.", "Hospital Universitario La Paz"],
    ["Foi atendida no Hospital das Clínicas ontem.", "Hospital das Clínicas"],
    ["Ricoverato all'Ospedale San Raffaele di Milano.", "Ospedale San Raffaele di Milano"],
    ["Opgenomen in het Antoni van Leeuwenhoek Ziekenhuis.", "Antoni van Leeuwenhoek Ziekenhuis"],
    ["Behandeld in het UMC Utrecht.", "UMC Utrecht"],
  ])("other languages: %s", (text, name) => {
    expect(found(text)).toEqual([name]);
  });
});

describe("medical-facility transfer cues", () => {
  it.each([
    ["Pt admitted to U Maryland ER w/ ant ST elevations.", "U Maryland"],
    ["sent to Warren Grant EW where EKG showed ST elevations", "Warren Grant"],
    ["She came to Mercy ER with family.", "Mercy"],
    ["83 YO MALE ADMITTED TO GH ER WITH FEVER TO 102.", "GH"],
    ["slowly improved and transferred to Lally MICU.", "Lally"],
    ["pt arrived from kernan ew for further eval", "kernan"],
  ])("%s", (text, name) => {
    expect(found(text)).toEqual([name]);
  });

  it("needs a unit after the name and a name before the unit", () => {
    expect(found("Pt admitted to U Maryland yesterday.")).toEqual([]);
    expect(found("Pt was transferred to the MICU overnight.")).toEqual([]);
    expect(found("Taken to Cardiac ICU after the cath.")).toEqual([]);
    expect(found("pt sent to the er for eval")).toEqual([]);
  });

  it("wants the unit abbreviation in upper case in mixed text", () => {
    expect(found("He was sent to Warren Grant ed for review")).toEqual([]);
  });
});

describe("medical-facility hard negatives", () => {
  it.each([
    "Pt brought to the Emergency Room by EMS.",
    "Transferred to the ICU for monitoring.",
    "Hospital Day 3: afebrile, tolerating diet.",
    "Her hospital course was uncomplicated.",
    "HOSPITAL COURSE: uneventful.",
    "He is on General Surgery service.",
    "The office is at 100 Medical Center Drive.",
    "Pt was readmitted to the hospital.",
    "pt states he wants to go to the hospital",
    "The parade is on Memorial Day.",
    "They played at Memorial Stadium.",
    "Seen in Heart Failure Clinic last week.",
    "Transferred from an outside hospital.",
    "STATING THAT HE WANTED TO LEAVE HOSPITAL AND SIGN AMA.",
    "HX OF CHF HOSPITAL ADMISSIONS.",
    "She works in a psychiatric hospital.",
    "The General Hospital and the Children's Hospital both agreed.",
    "Die Klinik hat heute geschlossen.",
  ])("%s", (text) => {
    expect(found(text)).toEqual([]);
  });
});

describe("medical-facility output", () => {
  it("emits nothing when neither the type nor ORGANIZATION is enabled", () => {
    const text = "Transferred from Harford Memorial Hospital.";
    expect(found(text, { enabled: ["NAME"] })).toEqual([]);
    expect(found(text, { enabled: ["ORGANIZATION"] })).toEqual(["Harford Memorial Hospital"]);
  });

  it("beats a model NAME guess on the same name and becomes the best label over ORGANIZATION", () => {
    const text = "sent to Warren Grant EW where EKG showed changes";
    const ours = medicalFacilityDetector.detect(makeDetectContext(text));
    expect(ours).toHaveLength(1);
    const name = { start: ours[0]!.start, end: ours[0]!.end - 6, label: "NAME", score: 0.85, source: "ner" };
    const resolved = resolveCandidates([...ours, name]);
    expect(resolved.map((r) => text.slice(r.start, r.end))).toEqual(["Warren Grant"]);
    expect(resolved[0]!.winner.source).toBe("medical-facility");

    const org = { start: ours[0]!.start, end: ours[0]!.end, label: "ORGANIZATION", score: 0.95, source: "ner" };
    const [merged] = resolveCandidates([org, ...ours]);
    const picked = selectLabels(merged!.labels, makeDetectContext(text).enabled, false);
    expect(picked?.best).toBe("ORGANIZATION_MEDICAL_FACILITY");
  });

  it("gives each stretch of text one candidate with a score in [0.75, 0.9]", () => {
    const text = "PT WAS TAKEN TO MEMORIAL HOSPITAL.\nLater she came to Mercy Hospital ER.";
    const out = medicalFacilityDetector.detect(makeDetectContext(text));
    expect(out.map((c) => text.slice(c.start, c.end))).toEqual(["MEMORIAL HOSPITAL", "Mercy Hospital"]);
    for (const c of out) {
      expect(c.label).toBe("ORGANIZATION_MEDICAL_FACILITY");
      expect(c.source).toBe("medical-facility");
      expect(c.score).toBeGreaterThanOrEqual(0.75);
      expect(c.score).toBeLessThanOrEqual(0.9);
    }
  });
});

// Crafted inputs that made the detector quadratic; sizes are small enough to run fast now, and the
// assertions are about what is found, never about time (speed is measured outside the tests).
describe("medical-facility on degenerate input", () => {
  it("reads no word longer than 64 characters in a long hyphenated chain", () => {
    // one token of the whole chain was read again from every head in it (and became the name)
    for (const unit of ["Xklinik-", "hospital-", "Hospital-"]) {
      const out = found(unit.repeat(2000));
      for (const span of out) expect(span.length).toBeLessThanOrEqual(80);
    }
    expect(found("Xklinik-".repeat(2000)).length).toBeLessThanOrEqual(1);
  });

  it("still finds a real name next to a long chain", () => {
    const chain = "hospital-".repeat(2000);
    expect(found(`${chain} Admitted to St. Mary's Hospital overnight.`)).toEqual(["St. Mary's Hospital"]);
    expect(found(`Admitted to St. Mary's Hospital overnight. ${chain}`)).toEqual(["St. Mary's Hospital"]);
  });

  it("chains at most four heads, so a run of heads is not re-read from each of them", () => {
    expect(found("Transferred from Union Memorial Hospital Medical Center.")).toEqual(["Union Memorial Hospital Medical Center"]);
    const out = found(`${"Memorial ".repeat(3000)}Hospital`);
    expect(out).toHaveLength(1);
    expect(out[0]!.split(" ")).toHaveLength(5);
  });

  it("keeps one candidate per line when every line names a facility", () => {
    const out = found("Mercy Hospital\n".repeat(3000));
    expect(out).toHaveLength(3000);
    expect(new Set(out)).toEqual(new Set(["Mercy Hospital"]));
  });
});

describe("keepDisjoint", () => {
  /** The definition: in rank order, a span is kept when it overlaps none kept before it. */
  function reference<T extends { start: number; end: number }>(ranked: readonly T[]): T[] {
    const kept: T[] = [];
    for (const f of ranked) if (!kept.some((k) => k.start < f.end && f.start < k.end)) kept.push(f);
    return kept.sort((a, b) => a.start - b.start);
  }

  it("keeps what comparing with every kept span keeps", () => {
    const span = fc.tuple(fc.nat(200), fc.integer({ min: 1, max: 30 })).map(([start, len]) => ({ start, end: start + len }));
    fc.assert(
      fc.property(fc.array(span, { maxLength: 60 }), (spans) => {
        expect(keepDisjoint(spans)).toEqual(reference(spans));
      }),
    );
  });

  it("keeps the better of two overlapping spans whatever their order in the text", () => {
    const better = { start: 10, end: 20 };
    const worse = { start: 5, end: 12 };
    const apart = { start: 20, end: 25 };
    expect(keepDisjoint([better, worse, apart])).toEqual([better, apart]);
    expect(keepDisjoint([])).toEqual([]);
  });
});
