import { termsOfService } from "@agencia/content/legal";
import { sitePages } from "@agencia/content/site-pages";
import { LegalDocumentPage } from "../components/pages/legal-document";
import { siteMeta } from "../lib/seo";

export const meta = () => siteMeta(sitePages.terms);

export default function Terms() {
  return <LegalDocumentPage document={termsOfService} />;
}
