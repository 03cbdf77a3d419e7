// `npm test`'s first step (pretest). The tests and scripts are TypeScript run by Node's type
// stripping, which needs Node 22.19 or newer; on an older Node, say how to get one instead of
// failing later with an ERR_UNKNOWN_FILE_EXTENSION stack. Plain JavaScript, so any Node runs it.
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 19)) {
  process.stderr.write(
    `ground's tests need Node.js 22.19 or newer; this is Node ${process.versions.node}.\n` +
      'Run them as `scripts/with-node.sh npm test`: it fetches Node 24 from npm when the machine\'s Node is older.\n',
  );
  process.exit(1);
}
