import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // The Worker's one cross-site policy (worker/security/origin.ts) runs before React Router and
  // refuses every foreign origin; the framework's own check would judge by the Host header instead
  // and refuse SITE_URL's origin arriving on another host name with a 400 (decision 117).
  allowedActionOrigins: ["**"],
} satisfies Config;
