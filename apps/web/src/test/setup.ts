import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";
import { visitAnswers } from "@/lib/page-query";

afterEach(() => {
  cleanup();
  // Each test is a visit of its own: what one read must not answer the next.
  visitAnswers().clear();
});
