// `npm install`'s preinstall step. Plain JavaScript, so the machine's own Node (often 20) runs it.
const major = Number(process.versions.node.split(".")[0]);
if (major < 22) {
  console.log(
    `Node ${process.versions.node} is fine for installing. Every npm script (start, test, build) ` +
      "runs on Node 24 from the `node` package this installs (docs/decisions/002-node-24-from-npm.md); " +
      "that is why .npmrc keeps npm's engine warnings for the other packages quiet.",
  );
}
