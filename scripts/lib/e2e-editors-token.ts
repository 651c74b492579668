/** The end-to-end server's EDITORS_TOKEN (scripts/serve-e2e.ts): a local test value, never a deployment's. */
export const e2eEditorsToken = "e2e-editors-token-for-the-local-test-server-only";
