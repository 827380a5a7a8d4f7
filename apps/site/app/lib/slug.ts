/** The last segment of the request's path: the slug of a page with one route per slug. */
export const slugOf = (request: Request): string =>
  new URL(request.url).pathname.replace(/\/+$/, "").split("/").pop() ?? "";
