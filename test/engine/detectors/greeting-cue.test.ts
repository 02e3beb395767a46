/**
 * A given name right after a greeting or a thanks, in any case: what is read, and the words that
 * are not names after a greeting.
 */
import { describe, expect, it } from "vitest";
import { greetingCueDetector } from "../../../src/engine/detectors/greeting-cue.js";
import { makeDetectContext } from "../../../src/engine/detectors/make-context.js";

const detect = (text: string) => greetingCueDetector.detect(makeDetectContext(text, {})).map((c) => ({ ...c, text: text.slice(c.start, c.end) }));
const names = (text: string) => detect(text).map((c) => c.text);

describe("greeting-cue", () => {
  it.each([
    ["thanks conor for the help", ["conor"]],
    ["Hi dana, can you check the order?", ["dana"]],
    ["ok. hey Mariah, see you", ["Mariah"]],
    ["Thank you Jedidiah!", ["Jedidiah"]],
    ["bonjour marie, merci", ["marie"]],
    ["Hallo jonas, danke", ["jonas"]],
    ["hola lucia", ["lucia"]],
  ])("%s", (text, expected) => {
    expect(names(text)).toEqual(expected);
  });

  it("labels a lone given name NAME_GIVEN and joins a listed family name into a NAME", () => {
    const [one] = detect("thanks conor for the help");
    expect(one).toMatchObject({ label: "NAME_GIVEN", labels: { NAME_GIVEN: 0.55, NAME: 0.55 }, source: "greeting-cue" });
    const [two] = detect("hi anna smith, welcome");
    expect(two).toMatchObject({ text: "anna smith", label: "NAME" });
    expect(two!.subtypes!.map((s) => [s.label, s.formatted])).toEqual([["NAME_GIVEN", "anna"], ["NAME_FAMILY", "smith"]]);
  });

  it.each([
    ["thanks will do"],
    ["hi paris is lovely"],
    ["thanks again for the help"],
    ["hey guys"],
    ["Dear Sir or Madam"],
    ["I said hi dana"],
    ["thanks dana_x for the file"],
  ])("reads nothing in %s", (text) => {
    expect(names(text)).toEqual([]);
  });
});
