/**
 * onnxruntime-node 1.29+ sends usage telemetry (and keeps a device id and an event queue under
 * ~/.cache, and mat-debug-<pid>.log and .ses files in the temporary directory) unless
 * ORT_DISABLE_TELEMETRY=1 is in the process environment when its runtime first starts; the choice then
 * holds for the life of the process. Import this module for its side effect before onnxruntime-node.
 *
 * The native runtime reads the real process environment. An assignment to process.env reaches it
 * only on the main thread (or in a worker started with SHARE_ENV): a worker's process.env is a copy.
 * So the assignment must happen on the main thread before the first model worker starts: bin/pii.js
 * does it for the CLI and the server; for the library, the module that starts model workers on the
 * main thread (pool.ts) must import this one; worker.ts imports it too, for workers that share the
 * environment.
 * This is the one environment variable the engine writes; it never reads any.
 */
process.env.ORT_DISABLE_TELEMETRY = "1";

export {};
