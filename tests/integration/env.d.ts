declare namespace Cloudflare {
  interface Env {
    TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
    TEST_CONTENT_STATEMENTS: string[];
    TEST_PUBLISHING_STATEMENTS: string[];
  }
}
