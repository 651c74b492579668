// The local D1 helpers live with the scripts (the newsletter benchmark reads the database too).
export { localD1File, queryLocalD1, withLocalD1 } from "../scripts/lib/local-d1.ts";
