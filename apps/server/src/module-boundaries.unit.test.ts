import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const repository = fileURLToPath(new URL("../../../", import.meta.url));
const eslint = new ESLint({ cwd: repository });

/** The module rule's complaints about one import written in a file at `path` under apps/server/src/modules. */
async function complaintsAbout(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = x;\n`, { filePath: `${repository}apps/server/src/modules/${path}` });
  return result!.messages.filter((message) => message.ruleId === "server-modules/server-module-boundaries").map((message) => message.message);
}

describe("the server's module rules, as lint reads them", () => {
  it("let a module use another's public face", async () => {
    expect(await complaintsAbout("invoices/new-file.ts", 'import { orderRepository as x } from "../orders/index.js";')).toEqual([]);
  });

  it("refuse an import of another module's internal file", async () => {
    expect(await complaintsAbout("invoices/new-file.ts", 'import { orderRepository as x } from "../orders/order-repository.js";')).toEqual([
      "Import orders through its index.ts, not its file order-repository.js.",
    ]);
  });

  it("refuse a leaf importing an orchestrator", async () => {
    expect(await complaintsAbout("cart/new-file.ts", 'import { inCheckout as x } from "../checkout/index.js";')).toContain(
      "The leaf module cart may not import the orchestrator checkout.",
    );
  });

  it("refuse an import that would make two modules import each other", async () => {
    expect(await complaintsAbout("orders/new-file.ts", 'import { issueInvoice as x } from "../invoices/index.js";')).toEqual([
      "orders importing invoices closes a loop between modules: orders → invoices → orders.",
    ]);
  });

  it("refuse an import that would close a longer circle", async () => {
    const [complaint] = await complaintsAbout("jobs/new-file.ts", 'import { storeImages as x } from "../images/index.js";');
    expect(complaint).toMatch(/^jobs importing images closes a loop between modules: jobs → images → .*jobs\.$/);
  });

  it("let the edge, a module's routes, compose orchestrators", async () => {
    expect(await complaintsAbout("cart/cart-more-routes.ts", 'import { inCheckout as x } from "../checkout/index.js";')).toEqual([]);
  });
});

describe("import cycles between files, as lint reads them", () => {
  it("refuse a file importing one that imports it back", async () => {
    const [result] = await eslint.lintText('import { cancelOrder as x } from "./cancel-order.js";\nexport const used = x;\n', {
      filePath: `${repository}apps/server/src/modules/order-lifecycle/order-status-change.ts`,
    });
    const cycles = result!.messages.filter((message) => message.ruleId === "server-modules/server-module-boundaries");
    expect(cycles.map((message) => message.message)).toEqual([
      "modules/order-lifecycle/cancel-order.ts imports this file back (through its own imports): an import cycle.",
    ]);
  });
});

describe("what the shop's own code may import, as lint reads it", () => {
  const restrictedImports = async (path: string, code: string) => {
    const [result] = await eslint.lintText(`${code}\nexport const used = x;\n`, { filePath: `${repository}apps/server/src/${path}` });
    return result!.messages.filter((message) => message.ruleId === "no-restricted-imports").map((message) => message.message);
  };

  it("refuse the test framework and the tests' support files outside tests, which a production install does not have", async () => {
    expect(await restrictedImports("modules/images/index.ts", 'import { expect as x } from "vitest";')).toEqual([
      "'vitest' import is restricted from being used by a pattern. Only tests and src/test may import the test framework.",
    ]);
    expect(await restrictedImports("modules/images/index.ts", 'import { sendForm as x } from "../../test/uploads.js";')).toEqual([
      "'../../test/uploads.js' import is restricted from being used by a pattern. Only tests import the tests' support files (src/test).",
    ]);
  });

  it("let tests and their support files use both", async () => {
    expect(await restrictedImports("modules/images/uploads.test.ts", 'import { sendForm as x } from "../../test/uploads.js";')).toEqual([]);
    expect(await restrictedImports("test/uploads.ts", 'import { expect as x } from "vitest";')).toEqual([]);
  });
});
