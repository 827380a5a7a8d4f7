import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterAll, afterEach } from "vitest";

// Toasts load their library on first use; on a busy machine that can take a few seconds.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());

// sonner removes a dismissed toast 200 ms later with a timer it does not clear on unmount; let
// it fire while the file's jsdom window still exists, not after teardown ("window is not defined").
afterAll(() => new Promise((resolve) => setTimeout(resolve, 300)));
