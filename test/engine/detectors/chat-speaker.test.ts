/**
 * Chat speakers: the author label of a chat turn is a person's name or handle, found in every
 * layout a chat log is copied in; role labels, logs, forms and notes give nothing.
 */
import { describe, expect, it } from "vitest";
import { chatSpeakerDetector } from "../../../src/engine/detectors/chat-speaker.js";
import { makeDetectContext } from "../../../src/engine/detectors/make-context.js";
// the detectors declare their cue words (cue-vocabulary.ts) when they load, as in the engine
import "../../../src/engine/detectors/registry.js";

const found = (text: string) => chatSpeakerDetector.detect(makeDetectContext(text)).map((c) => `${text.slice(c.start, c.end)}/${c.label}`);

describe("chat speakers", () => {
  it("finds lower-case names after a time stamp, on every turn", () => {
    expect(found("[09:12] jess: hey is he coming?\n[09:13] tom: yeah\n[09:14] jess: ok")).toEqual(["jess/NAME_GIVEN", "tom/NAME_GIVEN", "jess/NAME_GIVEN"]);
  });

  it("reads WhatsApp exports, with a full name as a NAME with its parts", () => {
    const text = "12/03/2024, 09:12 - Jess: hey\n[12/03/24, 09:13:44] Tom Baker: ok";
    expect(found(text)).toEqual(["Jess/NAME_GIVEN", "Tom Baker/NAME"]);
    const [, tom] = chatSpeakerDetector.detect(makeDetectContext(text));
    expect(tom!.subtypes!.map((s) => `${s.label}:${s.formatted}`)).toEqual(["NAME_GIVEN:Tom", "NAME_FAMILY:Baker"]);
  });

  it("reads IRC nicks and Slack-style headers as user names", () => {
    expect(found("09:12 <anna_m> hi\n09:13 <k3vin> yo")).toEqual(["anna_m/USERNAME", "k3vin/USERNAME"]);
    expect(found("<anna_m> hi\n<k3vin> yo")).toEqual(["anna_m/USERNAME", "k3vin/USERNAME"]);
    expect(found("jan.devries  10:42 AM\nmorning all\nmaria  10:43 AM\nhi")).toEqual(["jan.devries/USERNAME", "maria/NAME_GIVEN"]);
  });

  it("reads Discord headers whose day word has an apostrophe (French), straight or typographic", () => {
    expect(found("xXgamerXx — Aujourd\u2019hui à 21:14\nsalut\nla_fee_clochette — Aujourd'hui à 21:15\ncoucou")).toEqual([
      "xXgamerXx/USERNAME",
      "la_fee_clochette/USERNAME",
    ]);
    expect(found("xXgamerXx — Today at 21:14\nhi\nla_fee — heute um 21:15\nhallo")).toEqual(["xXgamerXx/USERNAME", "la_fee/USERNAME"]);
  });

  it("takes plain 'Name: message' turns inside a conversation, never the roles", () => {
    expect(found("Agent: hello, how can I help?\nAna: my card was blocked\nAgent: sorry to hear\nAna: thanks")).toEqual(["Ana/NAME_FAMILY", "Ana/NAME_FAMILY"]);
    expect(found("[10:01] Agent Laura: hello\n[10:02] Customer: hi")).toEqual(["Laura/NAME_GIVEN"]);
    expect(found("[10:01] Kundenservice: Guten Tag\n[10:02] mum: are you home?\n[10:03] Moderador: hola")).toEqual([]);
  });

  it("finds nothing in logs, forms and notes", () => {
    expect(found("[09:12:44] INFO: started\n[09:12:45] server: listening\n[09:12:46] app_main: ready")).toEqual([]);
    expect(found("10:00:01 worker: job 7 done\n10:00:02 worker: job 8 done\n10:00:03 cron: tick")).toEqual([]);
    expect(found("Name: Ana Lopez\nPhone: 555\n\nName: Bob Smith\nPhone: 556")).toEqual([]);
    expect(found("Note: the call dropped\nSubject: refund\nTotal: 42 EUR")).toEqual([]);
    // one plain label, once: a field, not a conversation
    expect(found("Ana: see the attached file")).toEqual([]);
    // a field a detector reads values after is no person, though "Iban" is a given name too (fresh draw 6464)
    expect(found("pedido de alteração\ncanal: telefone\niban: no04-9448-2071-931\niban: fi2432405945157350\ncanal: web\n")).toEqual([]);
  });

  it("keeps to the types the request enables", () => {
    const ctx = makeDetectContext("[09:12] jess: hi\n[09:13] k3vin: yo", { enabled: new Set(["USERNAME"]) });
    expect(chatSpeakerDetector.detect(ctx).map((c) => c.label)).toEqual(["USERNAME"]);
  });

  it("stays linear on long chats and long lines (each distinct label is read once)", () => {
    const chat = "Ana: hi\nBob: yo\n".repeat(50_000);
    const out = chatSpeakerDetector.detect(makeDetectContext(chat));
    expect(out).toHaveLength(100_000);
    expect(new Set(out.map((c) => chat.slice(c.start, c.end)))).toEqual(new Set(["Ana", "Bob"]));
    expect(chatSpeakerDetector.detect(makeDetectContext("word ".repeat(200_000) + "\n" + "a:".repeat(500_000)))).toEqual([]);
  });
});

describe("transcripts: WebVTT voice tags and unbracketed time stamps (sixth exploratory test)", () => {
  it("reads a voice tag's speaker, with or without a class, roles left", () => {
    const vtt = "WEBVTT\n\n00:00:01.000 --> 00:00:03.000\n<v Karim Benali>Bonsoir.\n\n00:00:03.500 --> 00:00:05.000\n<v.loud Nguyen Thi Hoa>Xin chào.\n\n00:00:06.000 --> 00:00:08.000\n<v Interviewer>Merci.";
    expect(found(vtt)).toEqual(["Karim Benali/NAME", "Nguyen Thi Hoa/NAME"]);
  });

  it("reads every speaker of a transcript whose turns start with a time stamp, one of them twice", () => {
    const zoom = "00:00:12 Michael O'Connor: OK. Can you share your screen?\n00:00:18 Priyanka Natarajan: Sure, one second.\n00:01:40 Priyanka Natarajan: He also emailed me.";
    expect(found(zoom)).toEqual(["Michael O'Connor/NAME", "Priyanka Natarajan/NAME", "Priyanka Natarajan/NAME"]);
  });

  it("takes no log's sources for speakers: once each, or program words", () => {
    expect(found("10:00:01 Payment Gateway: timeout\n10:00:05 Ledger Sync: retry\n10:00:07 Mail Relay: ok")).toEqual([]);
    expect(found("10:00:01 Payment Service: timeout\n10:00:05 Payment Service: retry\n10:00:07 Auth Worker: ok")).toEqual([]);
  });
});

describe("IRC events and DiscordChatExporter headers (ninth exploratory test: nicks in clear)", () => {
  it("reads the nick of a join, quit or nick-change line", () => {
    expect(found("08:01 -!- paoloc [~paolo@93-44-182-7.ip94.fastwebnet.it] has joined #ops\n08:07 -!- lbianco has quit [Quit: Leaving]")).toEqual([
      "paoloc/USERNAME",
      "lbianco/USERNAME",
    ]);
    expect(found("08:09 *** k3vin is now known as kevin_w")).toEqual(["k3vin/USERNAME"]);
  });
  it("reads a text export's bracketed header with the message below", () => {
    expect(found("[14-May-24 08:03 AM] emma_c\nI will be there.\n\n[14-May-24 08:05 AM] Rajesh Patel\nCannot make it.")).toEqual([
      "emma_c/USERNAME",
      "Rajesh Patel/NAME",
    ]);
  });
  it("reads no word of a line that only starts like an event", () => {
    expect(found("-!- note: the server has joined the cluster")).toEqual([]);
  });
});
