import { storagePrefix } from "~/lib/config/site";

/** Browser storage under the product's prefix; read and write failures are logged and ignored (spec §8). */
export const storage = {
  get(key: string, area: "local" | "session" = "local"): string | null {
    try {
      return (area === "local" ? localStorage : sessionStorage).getItem(storagePrefix + key);
    } catch (error) {
      console.warn("Could not read browser storage", error);
      return null;
    }
  },
  set(key: string, value: string, area: "local" | "session" = "local") {
    try {
      (area === "local" ? localStorage : sessionStorage).setItem(storagePrefix + key, value);
    } catch (error) {
      console.warn("Could not write browser storage", error);
    }
  },
  remove(key: string, area: "local" | "session" = "local") {
    try {
      (area === "local" ? localStorage : sessionStorage).removeItem(storagePrefix + key);
    } catch (error) {
      console.warn("Could not write browser storage", error);
    }
  },
};
