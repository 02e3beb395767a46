/**
 * A model folder or file that cannot be used: missing, malformed, or refused by onnxruntime. Its
 * message names the file and the reason (never input text); the CLI prints it and exits 1, the
 * server logs it at start and exits 1.
 */
export class ModelError extends Error {
  override name = "ModelError";
}
