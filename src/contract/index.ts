/** The contract layer: the interface's types, schemas, validation and entity catalog. */
export * from "./catalog.js";
export * from "./errors.js";
export * from "./schemas.js";
export * from "./types.js";
export * from "./validate.js";
