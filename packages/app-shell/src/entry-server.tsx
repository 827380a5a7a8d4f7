// Both apps' server entry, which runs only at build time to prerender each page. React's
// `prerender` waits for all the data, so every Suspense boundary is written in place: the page
// needs none of the inline scripts that reveal streamed content.
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
