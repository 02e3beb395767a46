/**
 * A field's name is the cue word of its value (issue 13: header as cue): a CSV column or an
 * NDJSON field named password, iban, cvv or license_plate marks its value as that type, where the
 * same value in a column with another name, or alone, is no PII.
 */
import { describe, expect, it } from "vitest";
import { runCli } from "./helpers.js";

describe("field names as cue words", () => {
  it("csv: a column's header is the cue of its cells", async () => {
    const stdin = "id,password,license_plate,notes\n1,Gx9k2mPq,ab12 cde,Gx9k2mPq\n";
    const { code, stdout } = await runCli(["redact", "--format", "csv", "-"], { stdin });
    expect(code).toBe(0);
    expect(stdout).toBe("id,password,license_plate,notes\n1,[PASSWORD_1],[VEHICLE_ID_1],Gx9k2mPq\n");
  });
  it("csv: a column named for an id is the cue its bare digits need (they leaked in clear before)", async () => {
    const stdin = "id,social_security_number,routing_number,sin,count\n1,220979647,116624613,046 454 286,220979647\n";
    const { code, stdout } = await runCli(["redact", "--format", "csv", "-"], { stdin });
    expect(code).toBe(0);
    const [, row] = stdout.trim().split("\n");
    // the same nine digits under "count" are no SSN
    // the SIN is another value than the SSN: numbers count across the row (record-numbering.test.ts)
    expect(row).toBe("1,[SSN_1],[ROUTING_NUMBER_1],[SSN_2],220979647");
  });
  it("ndjson: a field's own name (the last segment of its path) is the cue of its value", async () => {
    const stdin = '{"user":{"password":"Gx9k2mPq","cvv":"123","notes":"123"}}\n';
    const { code, stdout } = await runCli(["redact", "--format", "ndjson", "-"], { stdin });
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toEqual({ user: { password: "[PASSWORD_1]", cvv: "[CVV_1]", notes: "123" } });
  });
  it("without --link-batch only: linked fields are one text with no single field name", async () => {
    const stdin = '{"cvv":"123","notes":"456"}\n';
    const { stdout } = await runCli(["redact", "--format", "ndjson", "--link-batch", "-"], { stdin });
    expect(JSON.parse(stdout).notes).toBe("456");
  });
});

describe("handles in chat exports (fourth exploratory test: a Slack export's display_name and reaction users in clear)", () => {
  it("reads 'display_name', 'users', 'handle' and 'nick' fields as user names", async () => {
    const stdin = '{"display_name":"dvolk","users":["U04ABCD1234"],"handle":"dv_99","nick":"dv"}\n';
    const { code, stdout } = await runCli(["redact", "--format", "ndjson"], { stdin });
    expect(code).toBe(0);
    expect(stdout).toBe('{"display_name":"[USERNAME_1]","users":["[USERNAME_2]"],"handle":"[USERNAME_3]","nick":"[USERNAME_4]"}\n');
  });
});

describe("fields named for a person's role towards a record (sixth exploratory test: senderId, createdBy, assignee in clear)", () => {
  it("reads the handle or account id under senderId, author_id, createdBy, assignee and owner as user names", async () => {
    const stdin = '{"senderId":"U03XYZ123","author_id":"98765432","createdBy":"jdoe42","assignee":"mrossi","owner":"pbrandt","reviewer_login":"kjansen"}\n';
    const { code, stdout } = await runCli(["redact", "--format", "ndjson"], { stdin });
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toEqual({
      senderId: "[USERNAME_1]",
      author_id: "[USERNAME_2]",
      createdBy: "[USERNAME_3]",
      assignee: "[USERNAME_4]",
      owner: "[USERNAME_5]",
      reviewer_login: "[USERNAME_6]",
    });
  });
  it("leaves system accounts and empty markers, and fields named from and to", async () => {
    const stdin = "id,created_by,assignee,from,to\n2,system,unassigned,EUR,USD\n";
    const { code, stdout } = await runCli(["redact", "--format", "csv", "-"], { stdin });
    expect(code).toBe(0);
    expect(stdout).toBe(stdin);
  });
});

describe("positions stored as JSON numbers (seventh exploratory test: a location history's and a dating export's coordinates in clear)", () => {
  it("reads a number under a coordinate's key, float or E7 integer, and leaves other numbers", async () => {
    const stdin = '{"note":"x","pos":{"lat":40.4251,"lon":-3.7037},"placeVisit":{"latitudeE7":484012345,"longitudeE7":98765432},"rating":4.125,"count":12}\n';
    const { code, stdout } = await runCli(["redact", "--format", "ndjson"], { stdin });
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toEqual({
      note: "x",
      pos: { lat: "[LOCATION_COORDINATE_1]", lon: "[LOCATION_COORDINATE_2]" },
      placeVisit: { latitudeE7: "[LOCATION_COORDINATE_3]", longitudeE7: "[LOCATION_COORDINATE_4]" },
      rating: 4.125,
      count: 12,
    });
  });
});
