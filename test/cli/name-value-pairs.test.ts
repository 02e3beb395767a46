/**
 * Name/value pair objects (Kubernetes and ECS environment variables, AWS tags, CloudFormation
 * parameters) in JSON records: the value is read under the pair's name ({"name": "SMTP_PASSWORD",
 * "value": ...} as a field named SMTP_PASSWORD), not under the key "value", which says nothing.
 * Found by an exploratory test: such secrets and identifiers passed in clear.
 */
import { describe, expect, it } from "vitest";
import { pairNamed } from "../../src/io/records.js";
import { runCli, tree } from "./helpers.js";

const ECS = JSON.stringify({
  containerDefinitions: [
    {
      name: "api",
      environment: [
        { name: "SMTP_PASSWORD", value: "Winter2024!" },
        { name: "DB_USER", value: "app_rw" },
        { name: "OWNER_SSN", value: "536228841" },
        { name: "PORT", value: "8080" },
      ],
    },
  ],
});

describe("name/value pairs in JSON records", () => {
  it("redacts a value by its pair's name in NDJSON and .json (before: the password and the SSN in clear)", async () => {
    const ndjson = await runCli(["redact", "--no-model", "--format", "ndjson"], { stdin: `${ECS}\n` });
    expect(ndjson.code).toBe(0);
    const out = JSON.parse(ndjson.stdout) as { containerDefinitions: { environment: { name: string; value: string }[] }[] };
    expect(out.containerDefinitions[0]!.environment.map((e) => e.value)).toEqual(["[PASSWORD_1]", "[USERNAME_1]", "[SSN_1]", "8080"]);
    const dir = tree({ "task.json": ECS, "tags.json": JSON.stringify([{ Tags: [{ Key: "db_password", Value: "hunter2" }, { Key: "Env", Value: "prod" }] }]) });
    expect(JSON.parse((await runCli(["redact", "--no-model", "task.json"], { cwd: dir })).stdout)).toEqual(out);
    const tags = JSON.parse((await runCli(["redact", "--no-model", "tags.json"], { cwd: dir })).stdout) as { Tags: { Value: string }[] }[];
    expect(tags[0]!.Tags.map((t) => t.Value)).toEqual(["[PASSWORD_1]", "prod"]);
  });

  it("analyze still reports each field under its own key", async () => {
    const r = await runCli(["analyze", "--no-model", "--format", "ndjson"], { stdin: `${ECS}\n` });
    const fields = (JSON.parse(r.stdout) as { fields: Record<string, { entities: unknown[] }> }).fields;
    expect(fields["containerDefinitions.0.environment.0.value"]!.entities).toHaveLength(1);
  });

  it("names only the value member of a small pair object", () => {
    const record = { env: [{ name: "DB_PASSWORD", value: "x" }], meta: { name: "n", value: "v", a: 1, b: 2, c: 3 }, plain: { value: "v" } };
    expect(pairNamed(record, ["env", "0", "value"])).toBe("env.0.DB_PASSWORD");
    expect(pairNamed(record, ["env", "0", "name"])).toBeUndefined();
    expect(pairNamed(record, ["meta", "value"])).toBeUndefined(); // five keys: a record, not a pair
    expect(pairNamed(record, ["plain", "value"])).toBeUndefined();
    expect(pairNamed({ Parameters: [{ ParameterKey: "AdminPassword", ParameterValue: "p" }] }, ["Parameters", "0", "ParameterValue"])).toBe("Parameters.0.AdminPassword");
  });
});

describe("FHIR identifiers (fourth exploratory test: values under 'value' left in clear)", () => {
  it("reads an identifier's value under the kind its system URI, OID or type code names", async () => {
    const input = [
      '{"identifier":[{"system":"http://hl7.org/fhir/sid/us-ssn","value":"219099998"}]}',
      '{"identifier":[{"system":"urn:oid:2.16.840.1.113883.2.4.6.3","value":"999999990"},{"type":{"coding":[{"code":"MR"}]},"value":"00482913"}]}',
      '{"identifier":[{"system":"urn:example:shop","value":"219099998"}]}',
    ].join("\n");
    const r = await runCli(["redact", "--format", "ndjson"], { stdin: `${input}\n` });
    expect(r.code).toBe(0);
    const [ssn, bsnAndMrn, other] = r.stdout.trim().split("\n");
    expect(ssn).toContain('"value":"[SSN_1]"');
    expect(bsnAndMrn).toContain('"value":"[SSN_1]"');
    expect(bsnAndMrn).toContain('"value":"[HEALTHCARE_NUMBER_1]"');
    // an unknown system names nothing: nine bare digits stay as they were
    expect(other).toContain('"value":"219099998"');
  });
});

describe("FHIR naming systems and telecom entries (eighth exploratory test: a BSN, an MRN and a phone left in clear)", () => {
  it("names an identifier's value by its naming system's last segment, a telecom entry's by its system", async () => {
    const record = {
      identifier: [
        { system: "http://fhir.nl/fhir/NamingSystem/bsn", value: "162583746" },
        { system: "http://hospital.example.org/mrn", value: "RBH-0045521" },
      ],
      telecom: [{ system: "phone", value: "+44 7700 900123" }, { system: "url", value: "about" }],
    };
    expect(pairNamed(record, ["identifier", "0", "value"])).toBe("identifier.0.bsn");
    expect(pairNamed(record, ["identifier", "1", "value"])).toBe("identifier.1.mrn");
    expect(pairNamed(record, ["telecom", "0", "value"])).toBe("telecom.0.phone");
    const r = await runCli(["redact", "--format", "ndjson"], { stdin: `${JSON.stringify(record)}\n` });
    expect(r.code).toBe(0);
    for (const secret of ["162583746", "RBH-0045521", "7700 900123"]) expect(r.stdout).not.toContain(secret);
  });
});

describe("a handle beside its profile link (sixth exploratory test: followers' handles in clear beside their redacted URLs)", () => {
  it("names a value that is its sibling link's last path segment a user name", async () => {
    const record = { string_list_data: [{ href: "https://www.instagram.com/xX_nico_Xx", value: "xX_nico_Xx", timestamp: 1700000000 }, { href: "https://example.com/about", value: "About us" }] };
    expect(pairNamed(record, ["string_list_data", "0", "value"])).toBe("string_list_data.0.username");
    expect(pairNamed(record, ["string_list_data", "1", "value"])).toBeUndefined();
    const r = await runCli(["redact", "--format", "ndjson"], { stdin: `${JSON.stringify(record)}\n` });
    expect(r.code).toBe(0);
    expect(r.stdout).not.toContain("xX_nico_Xx");
    expect(r.stdout).toContain('"value":"About us"');
  });
});

describe("MongoDB extended JSON wrappers (ninth exploratory test, F4: phones stored as $numberLong in clear)", () => {
  it("reads a wrapped value under the field that holds the wrapper", async () => {
    const line = JSON.stringify({ telefono: { $numberLong: "393338124470" }, phone: { $numberLong: "4915204418823" }, dataNascita: { $date: "1985-08-01T00:00:00Z" }, _id: { $oid: "665f1a2b3c4d5e6f70819203" } });
    const r = await runCli(["redact", "--no-model", "--format", "ndjson"], { stdin: `${line}\n` });
    expect(r.stderr).toBe("");
    expect(JSON.parse(r.stdout)).toEqual({ telefono: { $numberLong: "[PHONE_NUMBER_1]" }, phone: { $numberLong: "[PHONE_NUMBER_2]" }, dataNascita: { $date: "[DOB_1]" }, _id: { $oid: "665f1a2b3c4d5e6f70819203" } });
  });

  it("names only a wrapper alone in its object, and none in an array", () => {
    expect(pairNamed({ a: { telefono: { $date: { $numberLong: "1" } } } }, ["a", "telefono", "$date", "$numberLong"])).toBe("a.telefono");
    expect(pairNamed({ telefono: { $numberLong: "1", note: "x" } }, ["telefono", "$numberLong"])).toBeUndefined();
    expect(pairNamed({ tags: [{ $numberLong: "1" }] }, ["tags", "0", "$numberLong"])).toBeUndefined();
    expect(pairNamed({ $numberLong: "1" }, ["$numberLong"])).toBeUndefined();
  });
});

describe("a user handle under a generic key of an account's record (ninth exploratory test, F14: Discord's author.name and an IAM user's name in clear)", () => {
  it("reads a Discord user's name and a Terraform aws_iam_user's name and id as user names", async () => {
    const discord = JSON.stringify({ author: { id: "55667788", name: "carmenrd", discriminator: "0000", nickname: "Carmen" }, mentions: [{ id: "1", name: "miguel_serrano", nickname: "Miguel" }] });
    const state = JSON.stringify({ resources: [{ type: "aws_iam_user", name: "developers", instances: [{ attributes: { id: "oezlem.arslan", name: "oezlem.arslan", path: "/" } }] }] });
    const plan = JSON.stringify({ resource_changes: [{ type: "aws_iam_user", change: { before: null, after: { name: "jan.devries" } } }] });
    const r = await runCli(["redact", "--no-model", "--format", "ndjson"], { stdin: `${discord}\n${state}\n${plan}\n` });
    expect(r.stderr).toBe("");
    const [d, s, p] = r.stdout.trim().split("\n").map((l) => JSON.parse(l));
    for (const name of [d.author.name, d.mentions[0].name]) expect(name).toMatch(/^\[USERNAME_\d\]$/);
    expect(s.resources[0].instances[0].attributes).toEqual({ id: "[USERNAME_1]", name: "[USERNAME_1]", path: "/" });
    expect(p.resource_changes[0].change.after.name).toBe("[USERNAME_1]");
  });

  it("leaves every other name and id under its own key", () => {
    expect(pairNamed({ author: { name: "carmenrd", nickname: "Carmen" } }, ["author", "name"])).toBe("author.username");
    // a person's name beside a nickname, a product, another resource type, an id beside a nickname
    expect(pairNamed({ contact: { name: "Ana Lopez", nickname: "Ani" } }, ["contact", "name"])).toBeUndefined();
    expect(pairNamed({ product: { name: "widget", id: "x1" } }, ["product", "name"])).toBeUndefined();
    expect(pairNamed({ author: { id: "55667788", nickname: "Carmen" } }, ["author", "id"])).toBeUndefined();
    const bucket = { resources: [{ type: "aws_s3_bucket", instances: [{ attributes: { name: "my-bucket" } }] }] };
    expect(pairNamed(bucket, ["resources", "0", "instances", "0", "attributes", "name"])).toBeUndefined();
    const tags = { resources: [{ type: "aws_iam_user", instances: [{ attributes: { tags: { name: "x" } } }] }] };
    expect(pairNamed(tags, ["resources", "0", "instances", "0", "attributes", "tags", "name"])).toBeUndefined();
  });
});
