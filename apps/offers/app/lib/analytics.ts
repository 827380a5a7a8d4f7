import { createAnalytics } from "@agencia/ui/analytics";
import { env } from "../env";

export const analytics = createAnalytics(env.gaId);
