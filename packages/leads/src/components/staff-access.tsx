import { accessCopy as copy } from "@agencia/content/staff-area";
import { Card, CardDescription, CardHeader, CardTitle } from "@agencia/ui/card";
import { cn } from "@agencia/ui/cn";
import type { ReactNode } from "react";
import { useAuth } from "../auth/auth-provider";
import { NoAccessNotice } from "./no-access-notice";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";

/**
 * The body of the sign-in page: the two forms for visitors, a notice for users who are not
 * staff, and a line while staff are sent on to the panel (the page does the navigation).
 */
export function StaffAccess({ emailRedirectTo }: { emailRedirectTo?: string }) {
  const { status, staff } = useAuth();

  if (status === "signed-in" && staff) {
    return (
      <p role="status" className="text-muted-foreground py-16 text-center text-lg">
        {copy.redirecting}
      </p>
    );
  }
  if (status === "signed-in") return <NoAccessNotice />;

  // Also while the session loads: the forms are the page, and they wait for the client if needed.
  return (
    <div className="mx-auto grid max-w-5xl items-start gap-8 lg:grid-cols-2">
      <noscript>
        <p className="lg:col-span-2">{copy.needsJavaScript}</p>
      </noscript>
      <FormCard
        id="ingresar-titulo"
        title={copy.signIn.title}
        description={copy.signIn.description}
      >
        <SignInForm labelledBy="ingresar-titulo" />
      </FormCard>
      <FormCard
        id="crear-cuenta-titulo"
        title={copy.signUp.title}
        description={copy.signUp.description}
        className="bg-muted/60"
      >
        <SignUpForm labelledBy="crear-cuenta-titulo" emailRedirectTo={emailRedirectTo} />
      </FormCard>
    </div>
  );
}

function FormCard({
  id,
  title,
  description,
  className,
  children,
}: {
  id: string;
  title: string;
  description: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card className={cn("gap-6 p-6 sm:p-8", className)}>
      <CardHeader>
        <CardTitle as="h2" id={id} className="text-2xl">
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      {children}
    </Card>
  );
}
