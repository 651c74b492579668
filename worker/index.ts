import { createRequestHandler } from "react-router";
import { createWorker } from "./app";

const loadBuild = () => import("virtual:react-router/server-build");
const handleDocument = createRequestHandler(loadBuild, import.meta.env.MODE);

export default createWorker({
  version: async () => (await loadBuild()).assets.version,
  routeIds: async () => Object.keys((await loadBuild()).routes),
  render: (request, context) => handleDocument(request, context),
});
