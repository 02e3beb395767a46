/**
 * A request that breaks the contract. `field` is a dotted path into the request
 * ("entity_detection.filter[1].pattern"), `rule` says what it must satisfy. Messages never quote
 * input text: only field names, rule names and (for selectors) the offending type name.
 */
export class RequestError extends Error {
  constructor(
    readonly field: string,
    readonly rule: string,
  ) {
    super(`${field}: ${rule}`);
    this.name = "RequestError";
  }
}
