import { useLoaderData } from "react-router";

export const loader = () => ({ greeting: "Hola <mundo> & compañía" });

export default function Home() {
  return <h1>{useLoaderData<typeof loader>().greeting}</h1>;
}
