import { useLoaderData } from "react-router";

export const loader = () => ({
  title: "Un artículo",
  body: `<p>${"Un cuerpo largo que la página ya trae. ".repeat(20)}</p>`,
});

export default function Article() {
  const { title, body } = useLoaderData<typeof loader>();
  return (
    <article>
      <h1>{title}</h1>
      <div data-raw-html="" dangerouslySetInnerHTML={{ __html: body }} />
    </article>
  );
}
