import { Button, type ButtonProps } from "@agencia/ui/button";
import { Icon } from "@agencia/ui/icon";
import { useState } from "react";
import { useAuth } from "../auth/auth-provider";

/** Signs out (on failure the provider shows 'Sign out Failed' and the session stays). */
export function SignOutButton({ children, ...props }: Omit<ButtonProps, "onClick">) {
  const { signOut } = useAuth();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      {...props}
      disabled={busy}
      aria-busy={busy}
      onClick={async () => {
        setBusy(true);
        await signOut();
        setBusy(false);
      }}
    >
      <Icon name="LogOut" />
      {children}
    </Button>
  );
}
