// @ts-check
/**
 * pnpm's hooks. The monorepo installs exact versions where the catalog pins them (and its own
 * packages by `workspace:`), and pnpm would publish those pins as they are; a project that
 * installs a published package would then get a second copy of anything it already has in
 * another patch. So each exact version becomes a caret range from that same version in the
 * published package.json, never in the repository.
 */
const EXACT_VERSION = /^\d+\.\d+\.\d+(?:-[\w.-]+)?$/;

/** @param {Record<string, string> | undefined} dependencies */
function asRanges(dependencies) {
  if (dependencies === undefined) return undefined;
  return Object.fromEntries(
    Object.entries(dependencies).map(([name, version]) => [
      name,
      EXACT_VERSION.test(version) ? `^${version}` : version,
    ]),
  );
}

module.exports = {
  hooks: {
    /** @param {Record<string, any>} manifest */
    beforePacking(manifest) {
      for (const field of ["dependencies", "peerDependencies", "optionalDependencies"]) {
        if (manifest[field]) manifest[field] = asRanges(manifest[field]);
      }
      return manifest;
    },
  },
};
