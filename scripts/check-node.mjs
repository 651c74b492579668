// Plain JavaScript on purpose: it must run (and explain itself) on an old system Node too.
const [major, minor] = process.versions.node.split(".").map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
  console.error(
    `The Future Dispatch needs Node.js 22.12 or newer, but this is Node.js ${process.versions.node}.\n` +
      "Run the project's commands through npm (npm start, npm test, npm run …): npm puts the Node that\n" +
      "`npm ci` installed (node_modules/.bin/node) first on PATH. If that file is missing, run `npm rebuild node`.",
  );
  process.exit(1);
}
