import { Button } from "@agencia/ui/button";
import { PageHero } from "@agencia/ui/page-hero";
import { Link } from "react-router";

/** The site's generic 404 view (the host's 404.html). */
export function NotFoundView() {
  return (
    <PageHero
      eyebrow={
        <span className="text-accent-300 text-sm font-semibold tracking-wider">Error 404</span>
      }
      title="No encontramos esta página"
      subtitle="Puede que la dirección haya cambiado o que el enlace esté incompleto. Te ayudamos a seguir desde acá."
      actions={
        <>
          <Button asChild size="lg">
            <Link to="/">Volver al inicio</Link>
          </Button>
          <Button asChild size="lg" variant="ghostInverse">
            <Link to="/contacto">Escribinos</Link>
          </Button>
        </>
      }
    />
  );
}
