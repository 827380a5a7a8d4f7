import { legalLabels, type LegalDocument } from "@agencia/content/legal";
import { PageHero } from "@agencia/ui/page-hero";
import { Section } from "@agencia/ui/section";
import { Fragment } from "react";
import { env } from "../../env";

/** '2025-08-21' → '21 de agosto de 2025', read as a calendar date (no time-zone shift). */
export function formatLegalDate(iso: string): string {
  const [year, month, day] = iso.split("-").map(Number);
  return new Intl.DateTimeFormat("es-AR", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(year!, month! - 1, day!)));
}

/** A paragraph with every `{email}` turned into a mailto link to the configured address. */
function WithEmail({ text }: { text: string }) {
  const parts = text.split(legalLabels.emailPlaceholder);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {part}
          {index < parts.length - 1 ? (
            <a
              href={`mailto:${env.contactEmail}`}
              className="text-primary font-medium underline-offset-4 hover:underline"
            >
              {env.contactEmail}
            </a>
          ) : null}
        </Fragment>
      ))}
    </>
  );
}

/** /privacidad and /terminos: title, last-updated date in Spanish, intro and numbered sections. */
export function LegalDocumentPage({ document }: { document: LegalDocument }) {
  return (
    <>
      <PageHero
        title={document.title}
        subtitle={
          <>
            {legalLabels.lastUpdated}:{" "}
            <time dateTime={document.lastUpdated}>{formatLegalDate(document.lastUpdated)}</time>
          </>
        }
      />
      <Section>
        <article className="mx-auto flex max-w-3xl flex-col gap-10">
          <p className="text-lg leading-relaxed text-pretty">
            <WithEmail text={document.intro} />
          </p>
          {document.sections.map((section) => (
            <section key={section.heading} className="flex flex-col gap-4">
              <h2 className="text-2xl font-bold tracking-tight">{section.heading}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className="text-muted-foreground leading-relaxed">
                  <WithEmail text={paragraph} />
                </p>
              ))}
              {section.list ? (
                <ul className="text-muted-foreground marker:text-brand-600 flex list-disc flex-col gap-2 pl-6">
                  {section.list.map((item) => (
                    <li key={item} className="leading-relaxed">
                      <WithEmail text={item} />
                    </li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
        </article>
      </Section>
    </>
  );
}
