// What issue 8 asks of every answer's headers, written out independently of worker/security so a
// change there that weakens them fails the tests. Shared by the integration and end-to-end suites.

type HeaderLookup = (name: string) => string | null | undefined;

/** The script nonce a Content-Security-Policy allows, or undefined. */
export function scriptNonce(policy: string | null | undefined) {
  return policy?.match(/script-src [^;]*'nonce-([A-Za-z0-9+/=]+)'/)?.[1];
}

/** Each requirement the headers miss, in words; an empty list means they meet all of them. */
export function securityHeaderProblems(header: HeaderLookup): string[] {
  const problems: string[] = [];
  const require = (ok: boolean, problem: string) => {
    if (!ok) problems.push(problem);
  };
  const policy = header("content-security-policy") ?? "";
  const directive = (name: string) =>
    policy
      .split(";")
      .map((part) => part.trim())
      .find((part) => part === name || part.startsWith(`${name} `));
  const scripts = directive("script-src") ?? directive("default-src") ?? "";
  require(Boolean(scriptNonce(policy)), "CSP has no script nonce");
  require(!/'unsafe-inline'|'unsafe-eval'/.test(scripts), "CSP allows inline or eval'd scripts");
  require(directive("object-src") === "object-src 'none'", "CSP lacks object-src 'none'");
  require(directive("base-uri") === "base-uri 'none'", "CSP lacks base-uri 'none'");
  require(directive("frame-ancestors") === "frame-ancestors 'none'", "CSP lacks frame-ancestors 'none'");
  require(directive("form-action") === "form-action 'self'", "CSP lacks form-action 'self'");
  const hsts = header("strict-transport-security") ?? "";
  const maxAge = Number(hsts.match(/max-age=(\d+)/)?.[1] ?? 0);
  require(maxAge >= 31_536_000 &&
    /includeSubDomains/i.test(hsts), "HSTS is not a year with includeSubDomains");
  require(header("x-content-type-options") === "nosniff", "X-Content-Type-Options is not nosniff");
  require(header("referrer-policy") ===
    "strict-origin-when-cross-origin", "Referrer-Policy is not strict-origin-when-cross-origin");
  const permissions = header("permissions-policy") ?? "";
  require(["camera=()", "microphone=()", "geolocation=()", "payment=()"].every((rule) =>
    permissions.includes(rule),
  ), "Permissions-Policy does not switch off camera, microphone, geolocation and payment");
  require(header("cross-origin-resource-policy") ===
    "same-origin", "Cross-Origin-Resource-Policy is not same-origin");
  require(header("cross-origin-opener-policy") ===
    "same-origin", "Cross-Origin-Opener-Policy is not same-origin");
  return problems;
}
