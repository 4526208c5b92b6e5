// `npm install`'s preinstall step. npm runs it after the packages are in place, so `node` here may
// already be Node 24 from node_modules: the Node running npm is read from npm's user agent.
const npmNode = /\bnode\/v(\d+)/.exec(process.env.npm_config_user_agent ?? "");
if (npmNode && Number(npmNode[1]) < 22) {
  console.log(
    `Node ${npmNode[0].slice(6)} is fine for installing. Every npm script (start, test, build) ` +
      "runs on Node 24 from the `node` package just installed (docs/decisions/002-node-24-from-npm.md); " +
      "that is why .npmrc keeps npm's engine warnings for the other packages quiet.",
  );
}
