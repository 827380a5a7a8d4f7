import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// Toasts load their library on first use; on a busy machine that can take a few seconds.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
