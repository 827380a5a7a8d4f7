// Both apps' server entry, run at build time only. React's `prerender` waits for all the data, so
// each Suspense boundary is written in place, with no inline script to reveal it.
import { prerender } from "react-dom/static";
import { type EntryContext, ServerRouter } from "react-router";

export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
) {
  const { prelude } = await prerender(<ServerRouter context={routerContext} url={request.url} />);
  headers.set("Content-Type", "text/html");
  return new Response(prelude, { status, headers });
}
