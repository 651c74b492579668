import { Hono, type ErrorHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { describe, expect, it, vi } from "vitest";
import { DatabaseUnavailableError, databaseUnavailableMessage } from "~/db/unavailable";
import { onApiError } from "../../worker/api/errors";
import { onWorkerError } from "../../worker/errors";

// What D1 says when it fails can name tables and carry the SQL: it must never reach a client.
const d1Cause = new Error("D1_ERROR: no such table: subscribers: SQLITE_ERROR");

function appThrowing(error: Error, onError: ErrorHandler) {
  return new Hono()
    .get("/", () => {
      throw error;
    })
    .onError(onError);
}

describe("DatabaseUnavailableError", () => {
  it("is an Error whose message is the reader-facing one, with D1's error kept only as its cause", () => {
    const error = new DatabaseUnavailableError(d1Cause);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe("DatabaseUnavailableError");
    expect(error.message).toBe(databaseUnavailableMessage);
    expect(error.cause).toBe(d1Cause);
  });
});

describe("The API's onError", () => {
  it("answers DatabaseUnavailableError with the JSON 503 envelope and Retry-After, without D1's words", async () => {
    const response = await appThrowing(new DatabaseUnavailableError(d1Cause), onApiError).request("/");
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("30");
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ success: false, message: databaseUnavailableMessage });
    expect(text).not.toMatch(/D1_ERROR|SQLITE|subscribers/);
  });

  it("still answers any other error with the generic 500 envelope and no Retry-After", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await appThrowing(new Error("something internal"), onApiError).request("/");
    log.mockRestore();
    expect(response.status).toBe(500);
    expect(response.headers.get("retry-after")).toBeNull();
    expect(await response.json()).toEqual({
      success: false,
      message: "Something went wrong. Please try again.",
    });
  });
});

describe("The Worker's onError (feeds, the sitemap)", () => {
  it("answers DatabaseUnavailableError with the message as plain text, 503 and Retry-After", async () => {
    const response = await appThrowing(new DatabaseUnavailableError(d1Cause), onWorkerError).request("/");
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("30");
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await response.text()).toBe(databaseUnavailableMessage);
  });

  it("keeps Hono's own answers for everything else", async () => {
    const thrown = await appThrowing(new HTTPException(418, { message: "teapot" }), onWorkerError).request(
      "/",
    );
    expect(thrown.status).toBe(418);
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const failed = await appThrowing(new Error("something internal"), onWorkerError).request("/");
    log.mockRestore();
    expect(failed.status).toBe(500);
    expect(await failed.text()).toBe("Internal Server Error");
  });
});
