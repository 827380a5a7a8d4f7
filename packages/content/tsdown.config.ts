import { packageBuild } from "../../scripts/package-build";

export default packageBuild({
  entry: ["src/*.ts"],
  // site-routes.ts lists the article files at run time (Node), so they ship beside it.
  copy: ["src/blog/articles/*.md"],
});
