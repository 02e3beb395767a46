import { describe, expect, it } from "vitest";
import { urlDetector } from "../../../src/engine/detectors/url.js";
import { makeDetectContext } from "../../../src/engine/detectors/make-context.js";

const run = (text: string) =>
  urlDetector.detect(makeDetectContext(text)).map((c) => ({ ...c, text: text.slice(c.start, c.end) }));

describe("url detector", () => {
  it.each([".", ",", ";", ":", "!", "?", ")", "'", '"', "]"])("leaves a trailing %s out", (p) => {
    expect(run(`see https://example.com/a/b${p} next`).map((h) => h.text)).toEqual(["https://example.com/a/b"]);
  });

  it("scores explicit schemes above www forms above bare domains", () => {
    const [scheme] = run("at https://example.com/x");
    const [www] = run("at www.example.com/x");
    const [bare] = run("at example.com/x");
    expect(scheme!.score).toBeGreaterThan(www!.score);
    expect(www!.score).toBeGreaterThan(bare!.score);
  });

  it("ends a URL at a closing bracket it never opened, and finds the next one after it (tenth exploratory test: a Markdown badge)", () => {
    const badge = "[![CI](https://github.com/org/repo/actions/workflows/ci.yml/badge.svg)](https://github.com/org/repo/actions)";
    expect(run(badge).map((h) => h.text)).toEqual(["https://github.com/org/repo/actions/workflows/ci.yml/badge.svg", "https://github.com/org/repo/actions"]);
    expect(run("see [docs](https://example.org/wiki/A_(b)) now").map((h) => h.text)).toEqual(["https://example.org/wiki/A_(b)"]);
  });

  it("does not take the domain of an email address", () => {
    expect(run("mail jane@www.example.com or jo@example.com/x")).toEqual([]);
  });

  it("requires a known public suffix for bare domains", () => {
    expect(run("open config.local/path and example.notatld/path")).toEqual([]);
  });

  it("keeps the path's case but lower-cases scheme and host", () => {
    expect(run("HTTPS://WWW.Example.COM/Some/Path").map((h) => h.formatted)).toEqual(["https://www.example.com/Some/Path"]);
  });
});

describe("connection strings", () => {
  it.each([
    "postgres://admin:S3cretPass!@db.example.com:5432/app",
    "redis://:p4ssw0rd@cache.internal:6379/0",
    "mongodb+srv://appuser:Xy9zW8vU@cluster0.ab1cd.mongodb.net/test",
    "amqp://guest:guest@rabbit.local:5672/vhost",
    "git+ssh://git@github.com/org/repo.git",
    // a password with characters a URL must encode: the URL parser fails on it ("#" starts a fragment)
    "postgresql://crm_admin:Vq7!mRt2#pLs@10.20.4.17:5432/crm",
    "mysql://app:p@ss#w0rd@db.example.com/shop",
  ])("reads %s as one URL, password included", (url) => {
    expect(run(`DEBUG connect url=${url} ok`).map((h) => h.text)).toEqual([url]);
  });

  it("reads any other scheme when the address holds a password", () => {
    expect(run("dsn foo+bar://svc:Pw1xyz@h.example/x").map((h) => h.text)).toEqual(["foo+bar://svc:Pw1xyz@h.example/x"]);
  });

  it("does not read other schemes without a password as URLs", () => {
    expect(run("see myapp://open/settings for details")).toEqual([]);
  });
});

describe("a bare domain after a profile or portfolio word", () => {
  const urls = (text: string) => urlDetector.detect(makeDetectContext(text)).map((c) => text.slice(c.start, c.end));
  it("is a URL", () => {
    expect(urls("camille-rousseau-benali  |  Portfolio : camillerb.myportfolio.com\n29 ans")).toEqual(["camillerb.myportfolio.com"]);
    expect(urls("Mi perfil: juanma.dev")).toEqual(["juanma.dev"]);
  });
  it("while a bare domain without such a word stays a name", () => {
    expect(urls("She joined example.com in 2019.")).toEqual([]);
  });
});
