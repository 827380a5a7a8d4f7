import { privacyPolicy } from "@agencia/content/legal";
import { sitePages } from "@agencia/content/site-pages";
import { LegalDocumentPage } from "../components/pages/legal-document";
import { siteMeta } from "../lib/seo";

export const meta = () => siteMeta(sitePages.privacy);

export default function Privacy() {
  return <LegalDocumentPage document={privacyPolicy} />;
}
