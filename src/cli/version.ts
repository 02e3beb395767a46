/** The version `pii --version` prints and reports (SARIF tool.driver) name. */
export const VERSION = "0.1.0";
