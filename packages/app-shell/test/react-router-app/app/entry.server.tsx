// The apps' server entry, so the adapter meets the pages the apps really build.
export { default } from "../../../src/entry-server";
