import { accessCopy, fillCopy } from "@agencia/content/staff-area";
import { Button } from "@agencia/ui/button";
import { Card, CardDescription, CardTitle } from "@agencia/ui/card";
import { Icon } from "@agencia/ui/icon";
import { useState } from "react";
import { useAuth } from "../auth/auth-provider";
import { isStaff } from "../auth/claims";
import { FormAlert } from "./form-alert";
import { SignOutButton } from "./sign-out-button";

const copy = accessCopy.noAccess;

/**
 * For a signed-in user who is not staff: says so, and lets them re-check once an administrator
 * has granted the role (a fresh token carries it), or sign out.
 */
export function NoAccessNotice() {
  const { session, refresh } = useAuth();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function recheck() {
    setBusy(true);
    setProblem(null);
    const result = await refresh();
    setBusy(false);
    // Staff now? The page moves on by itself; otherwise say why not.
    if (!result.ok) setProblem(result.message);
    else if (!isStaff(result.session)) setProblem(copy.stillNo);
  }

  return (
    <Card className="mx-auto max-w-xl gap-5 p-8">
      <span className="bg-highlight-400/25 text-ink flex size-12 items-center justify-center rounded-xl">
        <Icon name="Lock" className="size-6" />
      </span>
      <CardTitle as="h2" className="text-xl">
        {copy.title}
      </CardTitle>
      <CardDescription className="text-base">
        {fillCopy(copy.body, { email: session?.user.email ?? "" })}
      </CardDescription>
      {problem ? <FormAlert tone="notice">{problem}</FormAlert> : null}
      <div className="flex flex-wrap gap-3">
        <Button onClick={recheck} disabled={busy} aria-busy={busy}>
          <Icon name="RefreshCw" />
          {busy ? copy.retrying : copy.retry}
        </Button>
        <SignOutButton variant="outline">{copy.signOut}</SignOutButton>
      </div>
    </Card>
  );
}
