/**
 * The one catalog of entity types and groupings, in the reference service's version-4 names.
 *
 * Everything that needs to know what an entity type is (validation of selectors, the resolver's
 * "most specific label" rule, the version-3 translation at the server edge, redaction of
 * sensitive fields) reads it from here.
 */

export type EntityGroup = "PII" | "HEALTH_INFORMATION" | "PCI" | "BETA";

export interface EntityTypeInfo {
  readonly name: string;
  readonly description: string;
  /** The taxonomy family the reference service lists the type under. */
  readonly group: EntityGroup;
  /** The more general type this one refines (NAME_GIVEN -> NAME); drives best_label. */
  readonly parent?: string;
  /** Version-3 name where it differs (GENDER and SEXUALITY were one type, GENDER_SEXUALITY). */
  readonly v3Name?: string;
  /** Beta types are off unless a request ENABLEs them explicitly. */
  readonly beta?: boolean;
  /** Masked by /process/text/reidentify when reidentify_sensitive_fields is false. */
  readonly sensitive?: boolean;
}

function t(
  name: string,
  group: EntityGroup,
  description: string,
  extra: Omit<EntityTypeInfo, "name" | "group" | "description"> = {},
): EntityTypeInfo {
  return { name, group, description, ...extra };
}

export const ENTITY_TYPES: readonly EntityTypeInfo[] = [
  // PII
  t("ACCOUNT_NUMBER", "PII", "Customer account or membership identification number (policy number, member id)", { sensitive: true }),
  t("AGE", "PII", "A number associated with an age"),
  t("DATE", "PII", "A specific calendar date"),
  t("DATE_INTERVAL", "PII", "A date range or broader period (2020-2021, January 1984)"),
  t("DOB", "PII", "A date of birth", { parent: "DATE" }),
  t("DRIVER_LICENSE", "PII", "A driver's licence number", { sensitive: true }),
  t("DURATION", "PII", "A period of time: a number with a unit (3 weeks, 45 minutes)"),
  t("EMAIL_ADDRESS", "PII", "An email address"),
  t("EVENT", "PII", "The name of an event or holiday"),
  t("FILENAME", "PII", "A computer file name or path"),
  t("GENDER", "PII", "Terms denoting gender identity", { v3Name: "GENDER_SEXUALITY" }),
  t("SEXUALITY", "PII", "Terms denoting sexual orientation", { v3Name: "GENDER_SEXUALITY" }),
  t("HEALTHCARE_NUMBER", "PII", "Health plan beneficiary number or medical record number", { sensitive: true }),
  t("IP_ADDRESS", "PII", "An IPv4 or IPv6 address"),
  t("LANGUAGE", "PII", "The name of a natural language"),
  t("LOCATION", "PII", "Any named location"),
  t("LOCATION_ADDRESS", "PII", "A full or partial mailing address", { parent: "LOCATION" }),
  t("LOCATION_ADDRESS_STREET", "PII", "The street part of an address", { parent: "LOCATION_ADDRESS" }),
  t("LOCATION_CITY", "PII", "A city or town", { parent: "LOCATION" }),
  t("LOCATION_COORDINATE", "PII", "Latitude, longitude or elevation", { parent: "LOCATION" }),
  t("LOCATION_COUNTRY", "PII", "A country", { parent: "LOCATION" }),
  t("LOCATION_STATE", "PII", "A state, province or region", { parent: "LOCATION" }),
  t("LOCATION_ZIP", "PII", "A ZIP or postal code", { parent: "LOCATION" }),
  t("MARITAL_STATUS", "PII", "Terms denoting marital status"),
  t("MONEY", "PII", "An amount of money or a currency"),
  t("NAME", "PII", "A person's name, without titles"),
  t("NAME_FAMILY", "PII", "A family name (surname)", { parent: "NAME" }),
  t("NAME_GIVEN", "PII", "A given name (first or middle name)", { parent: "NAME" }),
  t("NAME_MEDICAL_PROFESSIONAL", "PII", "The name of a medical professional", { parent: "NAME" }),
  t("NUMERICAL_PII", "PII", "Other numerical identifiers: MAC addresses, device serials, cookie ids"),
  t("OCCUPATION", "PII", "A job title or profession"),
  t("ORGANIZATION", "PII", "An organisation, company or department"),
  t("ORGANIZATION_MEDICAL_FACILITY", "PII", "A hospital, clinic or other medical facility", { parent: "ORGANIZATION" }),
  t("ORIGIN", "PII", "Nationality, ethnicity or provenance"),
  t("PASSPORT_NUMBER", "PII", "A passport number", { sensitive: true }),
  t("PASSWORD", "PII", "A password, PIN, access key or security answer", { sensitive: true }),
  t("PHONE_NUMBER", "PII", "A telephone or fax number"),
  t("PHYSICAL_ATTRIBUTE", "PII", "A distinctive bodily attribute, including terms for race"),
  t("POLITICAL_AFFILIATION", "PII", "A political party or ideology"),
  t("RELIGION", "PII", "A religion or religious affiliation"),
  t("SSN", "PII", "A social security number or other national government identifier (SIN, Steuer-ID, ...)", { sensitive: true }),
  t("TIME", "PII", "A clock time"),
  t("URL", "PII", "An internet address"),
  t("USERNAME", "PII", "A user name, handle or login"),
  t("VEHICLE_ID", "PII", "A vehicle identification number, serial number or licence plate", { sensitive: true }),
  t("ZODIAC_SIGN", "PII", "A sign of the zodiac"),
  // Health information (version 3: PHI)
  t("BLOOD_TYPE", "HEALTH_INFORMATION", "A blood type (A+, O negative)"),
  t("CONDITION", "HEALTH_INFORMATION", "A disease, disorder or other medical condition"),
  t("DOSE", "HEALTH_INFORMATION", "The dose of a medication"),
  t("DRUG", "HEALTH_INFORMATION", "A medication, vitamin or supplement"),
  t("INJURY", "HEALTH_INFORMATION", "A bodily injury"),
  t("MEDICAL_PROCESS", "HEALTH_INFORMATION", "A medical treatment, procedure or test"),
  t("STATISTICS", "HEALTH_INFORMATION", "A medical statistic"),
  // Payment card industry
  t("BANK_ACCOUNT", "PCI", "A bank account number, including IBAN", { sensitive: true }),
  t("CREDIT_CARD", "PCI", "A payment card number", { sensitive: true }),
  t("CREDIT_CARD_EXPIRATION", "PCI", "A payment card expiry date", { sensitive: true }),
  t("CVV", "PCI", "A card verification code (3 or 4 digits)", { sensitive: true }),
  t("ROUTING_NUMBER", "PCI", "A bank routing number (ABA)", { sensitive: true }),
  // Beta: must be enabled explicitly
  t("CORPORATE_ACTION", "BETA", "A corporate action (merger, acquisition, dividend)", { beta: true }),
  t("DAY", "BETA", "The day part of a date", { beta: true }),
  t("EFFECT", "BETA", "An effect or outcome (financial or medical)", { beta: true }),
  t("FINANCIAL_METRIC", "BETA", "A financial metric (revenue, EBITDA)", { beta: true }),
  t("MEDICAL_CODE", "BETA", "A medical classification code (ICD-10, CPT)", { beta: true }),
  t("MONTH", "BETA", "The month part of a date", { beta: true }),
  t("ORGANIZATION_ID", "BETA", "An organisation identifier (company registration, tax or VAT number)", { beta: true }),
  t("PRODUCT", "BETA", "A product name", { beta: true }),
  t("PROJECT", "BETA", "A project name", { beta: true }),
  t("TREND", "BETA", "A trend or change in a quantity", { beta: true }),
  t("YEAR", "BETA", "The year part of a date", { beta: true }),
];

export interface GroupingInfo {
  readonly name: string;
  readonly description: string;
  readonly members: readonly string[];
  /** Version-3 name of the grouping (HIPAA, PHI) where it differs. */
  readonly v3Name?: string;
  /** Version-3 membership where it differs (HIPAA was broader than HIPAA_SAFE_HARBOR). */
  readonly v3Members?: readonly string[];
}

const NAMES = ["NAME", "NAME_GIVEN", "NAME_FAMILY", "NAME_MEDICAL_PROFESSIONAL"];
const SUB_STATE_LOCATIONS = [
  "LOCATION_ADDRESS",
  "LOCATION_ADDRESS_STREET",
  "LOCATION_CITY",
  "LOCATION_ZIP",
  "LOCATION_COORDINATE",
];
const ALL_LOCATIONS = ["LOCATION", ...SUB_STATE_LOCATIONS, "LOCATION_STATE", "LOCATION_COUNTRY"];
const PCI = ["BANK_ACCOUNT", "CREDIT_CARD", "CREDIT_CARD_EXPIRATION", "CVV", "ROUTING_NUMBER"];
const HEALTH = ["BLOOD_TYPE", "CONDITION", "DOSE", "DRUG", "INJURY", "MEDICAL_PROCESS", "STATISTICS"];
const GOVERNMENT_IDS = ["SSN", "PASSPORT_NUMBER", "DRIVER_LICENSE"];
const ONLINE_IDS = ["EMAIL_ADDRESS", "PHONE_NUMBER", "IP_ADDRESS", "URL", "USERNAME"];
// The 18 HIPAA safe-harbor identifiers (45 CFR 164.514(b)(2)) mapped onto our types.
const SAFE_HARBOR = [
  ...NAMES,
  ...SUB_STATE_LOCATIONS,
  "DATE",
  "DOB",
  "AGE",
  "PHONE_NUMBER",
  "EMAIL_ADDRESS",
  "SSN",
  "HEALTHCARE_NUMBER",
  "ACCOUNT_NUMBER",
  "BANK_ACCOUNT",
  "CREDIT_CARD",
  "DRIVER_LICENSE",
  "PASSPORT_NUMBER",
  "VEHICLE_ID",
  "NUMERICAL_PII",
  "URL",
  "IP_ADDRESS",
  "USERNAME",
];
// Special categories of personal data (GDPR art. 9), plus LANGUAGE as the reference taxonomy lists it.
const GDPR_SENSITIVE = [
  "ORIGIN",
  "RELIGION",
  "POLITICAL_AFFILIATION",
  "SEXUALITY",
  "GENDER",
  "PHYSICAL_ATTRIBUTE",
  "LANGUAGE",
  ...HEALTH,
];
const PERSONAL_DATA = [
  ...NAMES,
  ...ALL_LOCATIONS,
  ...ONLINE_IDS,
  ...GOVERNMENT_IDS,
  "DOB",
  "AGE",
  "ACCOUNT_NUMBER",
  "BANK_ACCOUNT",
  "CREDIT_CARD",
  "HEALTHCARE_NUMBER",
  "VEHICLE_ID",
  "NUMERICAL_PII",
  "OCCUPATION",
  "MARITAL_STATUS",
  "PASSWORD",
];

export const GROUPINGS: readonly GroupingInfo[] = [
  { name: "PCI", description: "Payment card industry data (PCI DSS)", members: PCI },
  {
    name: "HEALTH_INFORMATION",
    v3Name: "PHI",
    description: "Health information: conditions, drugs, doses, injuries, procedures, blood types, statistics",
    members: HEALTH,
  },
  {
    name: "HIPAA_SAFE_HARBOR",
    v3Name: "HIPAA",
    description: "Only the identifiers named by the HIPAA safe harbor provision",
    members: SAFE_HARBOR,
    // Version 3's HIPAA grouping was broader; version 4 narrowed it to the safe-harbor list.
    v3Members: [...SAFE_HARBOR, "LOCATION", "LOCATION_STATE", "ORGANIZATION_MEDICAL_FACILITY", ...HEALTH],
  },
  { name: "GDPR", description: "Personal data under the EU GDPR, special categories included", members: [...PERSONAL_DATA, ...GDPR_SENSITIVE] },
  { name: "GDPR_SENSITIVE", description: "Special categories of personal data (GDPR art. 9)", members: GDPR_SENSITIVE },
  {
    name: "CPRA",
    description: "Personal and sensitive personal information under the California CPRA",
    members: [...PERSONAL_DATA, "ORIGIN", "RELIGION", "SEXUALITY", ...HEALTH],
  },
  { name: "APPI", description: "Personal information under Japan's APPI", members: [...PERSONAL_DATA] },
  {
    name: "APPI_SENSITIVE",
    description: "Special care-required personal information under Japan's APPI",
    members: ["ORIGIN", "RELIGION", "POLITICAL_AFFILIATION", "PHYSICAL_ATTRIBUTE", ...HEALTH],
  },
  {
    name: "QUEBEC_PRIVACY_ACT",
    description: "Personal information under Quebec's Law 25",
    members: [...PERSONAL_DATA, ...GDPR_SENSITIVE, "DATE"],
  },
  {
    name: "CORE_ENTITIES",
    description: "The direct identifiers most pipelines redact first",
    members: [...NAMES, "LOCATION_ADDRESS", "LOCATION_ADDRESS_STREET", ...ONLINE_IDS, ...GOVERNMENT_IDS, "DOB", "CREDIT_CARD", "BANK_ACCOUNT"],
  },
  {
    name: "LIDI",
    description: "Direct identifiers that single out a person on their own",
    members: [...NAMES, "LOCATION_ADDRESS", ...ONLINE_IDS, ...GOVERNMENT_IDS, "HEALTHCARE_NUMBER", "ACCOUNT_NUMBER", "BANK_ACCOUNT", "CREDIT_CARD", "VEHICLE_ID"],
  },
  {
    name: "NUMERICAL_EXCL_PCI",
    description: "Numerical identifiers other than payment data",
    members: ["ACCOUNT_NUMBER", "DRIVER_LICENSE", "HEALTHCARE_NUMBER", "IP_ADDRESS", "NUMERICAL_PII", "PASSPORT_NUMBER", "PHONE_NUMBER", "SSN", "VEHICLE_ID", "LOCATION_ZIP", "LOCATION_COORDINATE"],
  },
  {
    name: "CCI",
    description: "Confidential corporate information",
    members: ["TREND", "FINANCIAL_METRIC", "CORPORATE_ACTION", "ORGANIZATION", "MONEY"],
  },
];

const typeByName = new Map(ENTITY_TYPES.map((info) => [info.name, info]));
const groupingByName = new Map(GROUPINGS.map((g) => [g.name, g]));

export function entityType(name: string): EntityTypeInfo | undefined {
  return typeByName.get(name);
}

export function isEntityType(name: string): boolean {
  return typeByName.has(name);
}

export function grouping(name: string): GroupingInfo | undefined {
  return groupingByName.get(name);
}

export function isGrouping(name: string): boolean {
  return groupingByName.has(name);
}

/** Ancestors of a type, nearest first (LOCATION_ADDRESS_STREET -> LOCATION_ADDRESS, LOCATION). */
export function ancestors(name: string): string[] {
  const out: string[] = [];
  let parent = typeByName.get(name)?.parent;
  while (parent) {
    out.push(parent);
    parent = typeByName.get(parent)?.parent;
  }
  return out;
}

/** Depth in the type tree: more specific labels are deeper. Unknown (custom) labels count as leaves. */
export function specificity(name: string): number {
  return typeByName.has(name) ? ancestors(name).length : 1;
}

/** Types enabled when a request names no ENABLE selector: everything but beta types. */
export const DEFAULT_ENABLED_TYPES: readonly string[] = ENTITY_TYPES.filter((e) => !e.beta).map((e) => e.name);

/** Expand a selector value (a type or a grouping) into the types it stands for. */
export function expandSelector(value: string): string[] {
  const g = groupingByName.get(value);
  if (g) return [...new Set(g.members)];
  return typeByName.has(value) ? [value] : [];
}
